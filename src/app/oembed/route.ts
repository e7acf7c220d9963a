import { oembedResponse } from '@/domains/publicApi'
import { config } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** oEmbed for artist, artwork and event pages (decision 110). */
export async function GET(request: Request) {
  const { PUBLIC_URL, TIMEZONE } = config()
  return oembedResponse(await payloadInstance(), request, {
    publicUrl: PUBLIC_URL,
    timeZone: TIMEZONE,
    now: new Date(),
  })
}
