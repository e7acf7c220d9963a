import { publicArtist } from '@/domains/artists'
import { artistsPageData, homePageData } from '@/domains/content'
import { publicPageData } from '@/domains/publicApi'
import { config } from '@/platform/config'
import { prerenderingTheBuild } from '@/platform/http/public-pages'
import { payloadInstance } from '@/platform/payload'

type Context = { params: Promise<{ path?: string[] }> }

/** Cached like the pages (decision 039): their data's tags expire it too. */
export const revalidate = 60
export const generateStaticParams = () => []

/**
 * `{path}/_payload.json`, rewritten here by the proxy (decisions 101, 114): a
 * cached public page's data as JSON: `/`, `/artists`, `/artist/{slug}`, and
 * through publicApi every other cached public page (the list is decision 114's).
 */
export async function GET(_request: Request, { params }: Context) {
  if (prerenderingTheBuild()) return new Response(null, { status: 404 })
  const path = (await params).path ?? []
  const payload = await payloadInstance()
  const data =
    path.length === 0
      ? await homePageData(payload)
      : path.length === 1 && path[0] === 'artists'
        ? await artistsPageData(payload)
        : path.length === 2 && path[0] === 'artist'
          ? await publicArtist(payload, path[1]!).then((artist) =>
              artist ? { path: `/artist/${artist.slug}`, artist } : null,
            )
          : await publicPageData(payload, path, {
              publicUrl: config().PUBLIC_URL,
              timeZone: config().TIMEZONE,
              now: new Date(),
              currency: config().CURRENCY,
            })
  if (!data) {
    return Response.json(
      { error: { code: 'not-found', message: 'No cached public page at this address has its data as JSON.' } },
      { status: 404 },
    )
  }
  return Response.json(data)
}
