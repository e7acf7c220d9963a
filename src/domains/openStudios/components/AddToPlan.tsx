import { cachedPageData } from '@/platform/http/public-pages'
import { payloadInstance } from '@/platform/payload'

import { OPEN_STUDIOS_MAP_TAG } from '../services/map-addresses'
import { currentSeason } from '../services/seasons'
import { studioAddress, studiosOnMap } from '../services/studio-map'
import { AddToPlanButton } from './AddToPlanButton'

/** The studio an artist shows in this season, if they are registered. */
const studioOfProfile = cachedPageData(
  async (profile: number) => {
    const payload = await payloadInstance()
    const season = await currentSeason(payload)
    if (!season) return null
    const [studio] = await studiosOnMap(payload, season, { profiles: [profile] })
    return studio ? { season: season.id, studio: studio.id, label: studioAddress(studio) } : null
  },
  ['open-studios-plan-profile'],
  { tags: [OPEN_STUDIOS_MAP_TAG], revalidate: 3_600 },
)

/** "Add to my plan" on an artist's page, when they open a studio this season (decision 102). */
export async function AddToPlan({ profile }: { profile: number }) {
  const found = await studioOfProfile(profile)
  return found ? <AddToPlanButton {...found} /> : null
}
