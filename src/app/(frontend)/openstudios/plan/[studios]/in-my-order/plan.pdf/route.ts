import { ORGANISATION_NAME } from '@/domains/commerce'
import { planPdfResponse } from '@/domains/openStudios'

export async function GET(_request: Request, { params }: { params: Promise<{ studios: string }> }) {
  return planPdfResponse((await params).studios, true, ORGANISATION_NAME)
}
