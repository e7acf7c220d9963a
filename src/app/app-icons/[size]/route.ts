import { appIconResponse } from '@/domains/openStudios'

export async function GET(_request: Request, { params }: { params: Promise<{ size: string }> }) {
  return appIconResponse((await params).size)
}
