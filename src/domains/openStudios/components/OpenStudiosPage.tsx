import { openStudiosHref } from '../services/map-addresses'
import { mapDataOf, type OpenStudiosPageData } from '../services/map-page'
import type { WeekendView } from '../services/season-view'
import { MapPanel } from './MapPanel'
import { OpenStudiosStudioList } from './OpenStudiosStudioList'
import { formatCalendarDate, formatClockTime } from '@/platform/calendar'

const dayOf = (date: string) => formatCalendarDate(date, { weekday: 'long', month: 'long', day: 'numeric' })
const clockOf = formatClockTime

function WeekendDates({ weekend }: { weekend: WeekendView }) {
  const days =
    weekend.startsOn === weekend.endsOn
      ? dayOf(weekend.startsOn)
      : `${dayOf(weekend.startsOn)} to ${dayOf(weekend.endsOn)}`
  return (
    <>
      {days}, {clockOf(weekend.opensAt)} to {clockOf(weekend.closesAt)}
    </>
  )
}

/**
 * `/openstudios`: the current season's weekends, then its studios — one
 * weekend's or all, chosen by plain links (`?weekend=N`) — as a list that
 * works without JavaScript and for screen readers, with the map beside it.
 * Served from cache to everyone (decision 054).
 */
export function OpenStudiosPage({ data }: { data: OpenStudiosPageData }) {
  const { season, weekend, studios, outlines } = data
  if (!season) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-4xl font-semibold">Open Studios</h1>
        <p className="mt-4 text-lg">
          No Open Studios season is on at the moment. The next one will be announced here, with its weekends and the map
          of studios to visit.
        </p>
        <p className="mt-4">
          Meanwhile, <a href="/artists/artsearch">search our artists</a>.
        </p>
      </div>
    )
  }
  const shown = season.weekends.find((one) => one.number === weekend) ?? null
  const what = shown ? shown.label : 'every weekend'
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-semibold">{season.name}</h1>
      <p className="mt-3 max-w-3xl text-lg">
        Artists open their studios to visitors, free, over{' '}
        {season.weekends.length === 1 ? 'one weekend' : `${season.weekends.length} weekends`}. Find the studios below,
        on the list or on the map.
      </p>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a href="/artists/sfosregistration">Register as an artist</a>
        </li>
        <li>
          <a href="/openstudios/plan">Plan your route</a>
        </li>
        <li>
          <a href="/advertise">Advertise in the guide</a>
        </li>
        <li>
          <a href="/artists/artsearch?view=map">Search artists on the map</a>
        </li>
      </ul>

      <section aria-labelledby="weekends-heading" className="mt-10">
        <h2 id="weekends-heading" className="text-2xl font-semibold">
          The weekends
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {season.weekends.map((one) => (
            <li key={one.id} className="rounded-lg border border-line bg-white p-4">
              <h3 className="font-semibold">{one.label}</h3>
              <p className="mt-1">
                <WeekendDates weekend={one} />
              </p>
              {one.neighbourhoods.length > 0 ? (
                <p className="mt-1 text-sm text-muted">{one.neighbourhoods.map((place) => place.name).join(', ')}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="studios-heading" className="mt-10">
        <h2 id="studios-heading" className="text-2xl font-semibold">
          Studios to visit: {what}
        </h2>
        <nav aria-label="Studios by weekend" className="mt-3">
          <ul className="flex flex-wrap gap-2">
            {[null, ...season.weekends.map((one) => one.number)].map((number) => {
              const current = number === (shown?.number ?? null)
              return (
                <li key={number ?? 'all'}>
                  <a
                    href={openStudiosHref(number)}
                    aria-current={current ? 'page' : undefined}
                    className={`inline-block rounded-full border px-4 py-1 no-underline ${
                      current ? 'border-accent bg-accent text-white' : 'border-stone-400 bg-white text-ink'
                    }`}
                  >
                    {number === null ? 'All weekends' : `Weekend ${number}`}
                  </a>
                </li>
              )
            })}
          </ul>
        </nav>
        {studios.length === 0 ? (
          <p className="mt-4 rounded-lg border border-line bg-white p-6">
            No studios are listed for {what} yet: artists are registering. Come back closer to the day.
          </p>
        ) : (
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
            <div>
              <p className="mb-3 text-muted">
                {studios.length === 1 ? '1 studio' : `${studios.length} studios`},{' '}
                {studios.reduce((sum, studio) => sum + studio.artists.length, 0)} artists
              </p>
              <OpenStudiosStudioList studios={studios} />
            </div>
            <div className="lg:sticky lg:top-4 lg:self-start">
              <MapPanel data={mapDataOf(studios, outlines)} label={`Map of the studios open on ${what}`} />
            </div>
          </div>
        )}
      </section>
    </div>
  )
}
