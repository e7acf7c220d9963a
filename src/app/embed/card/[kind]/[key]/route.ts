import { cardResponse } from '@/domains/publicApi'
import { config } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ kind: string; key: string }> }

/** The card an oEmbed iframe shows, the one address other sites may frame (decision 110). */
export async function GET(_request: Request, { params }: Context) {
  const { kind, key } = await params
  const { PUBLIC_URL, TIMEZONE } = config()
  return cardResponse(await payloadInstance(), kind, key, {
    publicUrl: PUBLIC_URL,
    timeZone: TIMEZONE,
    now: new Date(),
  })
}
