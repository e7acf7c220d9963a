import { config } from '@/platform/config'
import { organisationDate } from '@/platform/calendar'
import { cachedPageData } from '@/platform/http/public-pages'
import { payloadInstance } from '@/platform/payload'

import { OPEN_STUDIOS_MAP_TAG, OPEN_STUDIOS_PATH } from '../services/map-addresses'
import { seasonDatesInWords } from '../services/season-dates'
import { currentSeason } from '../services/seasons'

/** The current season's name and weekends, cached under the map's tag like the Open Studios page. */
const currentWeekends = cachedPageData(
  async () => {
    const season = await currentSeason(await payloadInstance())
    return season
      ? { name: season.name, weekends: season.weekends.map(({ startsOn, endsOn }) => ({ startsOn, endsOn })) }
      : null
  },
  ['open-studios-dates'],
  { tags: [OPEN_STUDIOS_MAP_TAG], revalidate: 3_600 },
)

/**
 * "Open Studios 2027 · April 17 to May 2, 2027 · three weekends", linked to the
 * Open Studios page: the dates come from the season, so no page's words have to
 * repeat them. Nothing without a current season or once it is over.
 */
export async function OpenStudiosDates({ className }: { className?: string }) {
  const season = await currentWeekends()
  const when = season && seasonDatesInWords(season, organisationDate(new Date(), config().TIMEZONE))
  if (!season || !when) return null
  return (
    <p className={className}>
      <a href={OPEN_STUDIOS_PATH} className="font-semibold">
        {season.name}
      </a>{' '}
      · {when}
    </p>
  )
}
