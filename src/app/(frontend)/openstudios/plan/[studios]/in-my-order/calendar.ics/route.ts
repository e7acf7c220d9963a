import { planCalendarResponse } from '@/domains/openStudios'

export async function GET(request: Request, { params }: { params: Promise<{ studios: string }> }) {
  return planCalendarResponse(request, (await params).studios, true)
}
