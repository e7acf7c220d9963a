import { currentSeason, OPEN_STUDIOS_MAP_TAG, studiosOnMap } from '@/domains/openStudios'
import { cachedPageData } from '@/platform/http/public-pages'
import { payloadInstance } from '@/platform/payload'

/**
 * The addresses of the public artists registered for weekend `weekend` of the
 * current Open Studios season (the public map's artists), or none without a
 * current season. Cached under the Open Studios map's tag, which a
 * registration's change expires.
 */
export async function weekendArtists(weekend: number): Promise<string[]> {
  const payload = await payloadInstance()
  return cachedPageData(
    async (number: number) => {
      const season = await currentSeason(payload)
      if (!season) return []
      const studios = await studiosOnMap(payload, season, { weekend: number })
      return [...new Set(studios.flatMap((studio) => studio.artists.flatMap((artist) => artist.slug ?? [])))]
    },
    ['content-blocks', 'weekend-artists'],
    { tags: [OPEN_STUDIOS_MAP_TAG], revalidate: 3600 },
  )(weekend)
}
