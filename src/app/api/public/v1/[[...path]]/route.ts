import { publicApiPreflight, publicApiResponse } from '@/domains/publicApi'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ path?: string[] }> }

/** The read-only public API for partners' sites (decision 101). */
export async function GET(request: Request, { params }: Context) {
  return publicApiResponse(await payloadInstance(), request, (await params).path ?? [])
}

export async function OPTIONS(request: Request) {
  return publicApiPreflight(await payloadInstance(), request)
}
