import { notFound, redirect } from 'next/navigation'

import { ArtistPageFrame } from '@/domains/artists'
import { requestPerson } from '@/platform/payload'

import { printCheck, printPixels } from '../services/listing-picture'
import type { ListingRow } from '../services/listing-rows'
import { textLimits } from '../services/listing-text'
import {
  artistListings,
  listingFor,
  lockedSince,
  lockOf,
  outOfGuide,
  ownPictures,
  pictureCheck,
  pictureChoice,
} from '../services/listings'
import type { SeasonView } from '../services/season-view'
import { seasonById } from '../services/seasons'
import { ACCESS_FEATURE_LABELS, LISTING_STATE_LABELS, type AccessFeature } from '../services/vocabulary'
import { weekendDays, weekendHours } from '../services/weekend-words'
import { ListingForm } from './ListingForm'

const PORTAL = { label: 'Guide listings', href: '/listingsportal' }

function Notice({ tone, children }: { tone: 'warning' | 'info' | 'danger'; children: React.ReactNode }) {
  const colours = {
    warning: 'border-amber-300 bg-amber-50 text-amber-950',
    info: 'border-sky-300 bg-sky-50 text-sky-950',
    danger: 'border-red-300 bg-red-50 text-red-900',
  }[tone]
  return (
    <div role="note" className={`rounded-md border px-4 py-3 ${colours}`}>
      {children}
    </div>
  )
}

async function signedIn(path: string) {
  const { payload, person } = await requestPerson()
  if (!person) redirect(`/login?next=${encodeURIComponent(path)}`)
  return { payload, person }
}

function weekendsOf(row: ListingRow, season: SeasonView) {
  return season.weekends.filter((weekend) => row.weekends.includes(weekend.number))
}

/** The season's weekends of a listing, as people read them: "Weekend 1, Saturday, March 6 to Sunday, March 7, 2027". */
function weekendWords(row: ListingRow, season: SeasonView): string {
  return (
    weekendsOf(row, season)
      .map((weekend) => `${weekend.label}, ${weekendDays(weekend)}`)
      .join('; ') || '—'
  )
}

/** `/listingsportal`: the artist's guide listings, one per registration, each with where it stands. */
export async function ListingsPortalPage() {
  const { payload, person } = await signedIn('/listingsportal')
  const rows = await artistListings(payload, person)
  const now = new Date()
  const seasons = new Map<number, SeasonView | null>()
  for (const row of rows) if (!seasons.has(row.season)) seasons.set(row.season, await seasonById(payload, row.season))
  return (
    <ArtistPageFrame title="Your guide listings" trail={[PORTAL]}>
      <p>
        Each Open Studios season you are registered for has a listing in the printed guide: a picture, a description and
        directions. Edit it until the guide’s materials are due, then submit it for review.
      </p>
      {rows.length === 0 ? (
        <p className="rounded-md border border-line bg-white p-6">
          You have no guide listing yet: a listing comes with each Open Studios registration, once it is complete.{' '}
          <a href="/artists/sfosregistration">Register for Open Studios</a>.
        </p>
      ) : (
        <ul className="space-y-4">
          {rows.map((row) => {
            const season = seasons.get(row.season)
            if (!season) return null
            const lock = lockOf(season, now)
            const gone = outOfGuide(row)
            return (
              <li key={row.id} className="space-y-2 rounded-lg border border-line bg-white p-6 shadow-sm">
                <h2 className="text-2xl font-semibold">
                  <a href={`/listingsportal/${row.id}`}>{season.name}</a>
                </h2>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-medium">Weekends</dt>
                  <dd>{weekendWords(row, season)}</dd>
                  <dt className="font-medium">Status</dt>
                  <dd>{gone ? 'Not in the guide' : LISTING_STATE_LABELS[row.status]}</dd>
                  <dt className="font-medium">Editing</dt>
                  <dd>
                    {lock.locked && lock.since
                      ? `Locked since ${lockedSince(lock.since)}`
                      : lock.since
                        ? `Editable until ${lockedSince(new Date(lock.since.getTime() - 60_000))}`
                        : 'Editable; the deadline is not set yet'}
                  </dd>
                </dl>
                {gone ? <p className="text-sm">{gone}</p> : null}
                {row.status === 'changes-requested' && !gone ? (
                  <p className="text-sm font-medium text-amber-900">Staff asked for changes: open it to see why.</p>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </ArtistPageFrame>
  )
}

function pictureFinding(pixels: { width: number | null; height: number | null }, season: SeasonView) {
  const check = printCheck(pixels, season.guide)
  if (check.ok) return { printable: true, finding: `${check.has.width} × ${check.has.height} px: prints sharply` }
  return {
    printable: false,
    finding: check.has
      ? `${check.has.width} × ${check.has.height} px: too small (needs ${check.needs.width} × ${check.needs.height})`
      : 'size unknown',
  }
}

/** `/listingsportal/{id}`: the listing's editor, or the listing read-only once locked or out of the guide. */
export async function ListingEditorPage({ id }: { id: string }) {
  const path = `/listingsportal/${id}`
  const { payload, person } = await signedIn(path)
  if (!/^\d+$/.test(id)) notFound()
  const row = await listingFor(payload, person, Number(id))
  // Another artist's listing is not theirs to know of: as for one that does not exist.
  if (!row || row.artist !== Number(person.id)) notFound()
  const season = await seasonById(payload, row.season)
  if (!season) notFound()
  const now = new Date()
  const lock = lockOf(season, now)
  const gone = outOfGuide(row)
  const needs = printPixels(season.guide)
  const needsWords =
    `The guide prints it ${season.guide.imageWidthInches} × ${season.guide.imageHeightInches} inches at ` +
    `${season.guide.printDpi} dpi: the original needs at least ${needs.width} × ${needs.height} pixels. ` +
    'It is cropped to that shape around its most interesting part.'
  const first = weekendsOf(row, season)[0]
  const hours = first ? weekendHours(first) : 'not set'
  const editable = !lock.locked && !gone

  return (
    <ArtistPageFrame title={`Guide listing: ${season.name}`} trail={[PORTAL, { label: season.name, href: path }]}>
      {row.status === 'changes-requested' && row.reviewNote ? (
        <Notice tone="warning">
          <p className="font-semibold">Staff asked for changes</p>
          <p className="whitespace-pre-line">{row.reviewNote}</p>
          <p className="text-sm">Change the listing, then submit it for review again.</p>
        </Notice>
      ) : null}
      {gone ? <Notice tone="danger">{gone}</Notice> : null}
      {lock.locked && lock.since ? (
        <Notice tone="info">
          <p>
            <strong>Locked since {lockedSince(lock.since)}.</strong> The guide’s materials were due on{' '}
            {season.deadlines.materialsDue}; the listing can no longer be changed. Write to the Open Studios team if
            something is wrong.
          </p>
        </Notice>
      ) : lock.since ? (
        <p>You can change the listing until the end of {season.deadlines.materialsDue}, when it locks for print.</p>
      ) : null}

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-line bg-white p-6 shadow-sm">
        <dt className="font-medium">Status</dt>
        <dd>{LISTING_STATE_LABELS[row.status]}</dd>
        <dt className="font-medium">Weekends</dt>
        <dd>{weekendWords(row, season)}</dd>
        <dt className="font-medium">Studio</dt>
        <dd>
          {row.studio
            ? [row.studio.name, row.studio.address, row.studio.unit && `Unit ${row.studio.unit}`, row.studio.city]
                .filter(Boolean)
                .join(', ')
            : 'None given'}
          {row.studio?.neighbourhood ? ` (${row.studio.neighbourhood})` : ''}
          {row.sharing.length ? <span className="block text-sm">Shared with {row.sharing.join(', ')}</span> : null}
        </dd>
        <dt className="font-medium">Accessibility</dt>
        <dd>
          {row.accessibility.map((feature) => ACCESS_FEATURE_LABELS[feature as AccessFeature] ?? feature).join(', ') ||
            'None given'}
          {row.accessibilityNotes ? <span className="block text-sm">{row.accessibilityNotes}</span> : null}
        </dd>
      </dl>
      <p className="text-sm text-muted">
        The studio and accessibility come from your registration: change them on{' '}
        <a href="/artists/sfosregistration">your Open Studios registration</a>.
      </p>
      <p>
        <a href={`/api/open-studios/listings/${row.id}/proof`} download>
          Download the printable proof (PDF)
        </a>
      </p>

      {editable ? (
        <ListingForm
          id={row.id}
          values={{
            description: row.description,
            directions: row.directions,
            hours: row.hours,
            image: row.image?.id ?? null,
          }}
          limits={textLimits(season.guide)}
          pictures={(await ownPicturesWith(payload, person, row)).map((picture) => ({
            ...picture,
            ...pictureFinding(picture, season),
          }))}
          needs={needsWords}
          weekendHours={hours}
        />
      ) : (
        <ReadOnlyListing row={row} season={season} weekendHours={hours} payload={payload} />
      )}
    </ArtistPageFrame>
  )
}

/** The artist's pictures, with the listing's own first even when someone else uploaded it. */
async function ownPicturesWith(
  payload: Awaited<ReturnType<typeof requestPerson>>['payload'],
  person: NonNullable<Awaited<ReturnType<typeof requestPerson>>['person']>,
  row: ListingRow,
) {
  const pictures = await ownPictures(payload, person)
  if (!row.image || pictures.some((picture) => picture.id === row.image?.id)) return pictures
  const current = await pictureChoice(payload, row.image.id)
  return current ? [current, ...pictures] : pictures
}

async function ReadOnlyListing({
  row,
  season,
  weekendHours,
  payload,
}: {
  row: ListingRow
  season: SeasonView
  weekendHours: string
  payload: Awaited<ReturnType<typeof requestPerson>>['payload']
}) {
  const picture = row.image ? await pictureChoice(payload, row.image.id) : null
  const check = pictureCheck(row, season)
  return (
    <section
      aria-labelledby="listing-heading"
      className="space-y-4 rounded-lg border border-line bg-white p-6 shadow-sm"
    >
      <h2 id="listing-heading" className="text-2xl font-semibold">
        The listing as it stands
      </h2>
      {picture?.url ? (
        // eslint-disable-next-line @next/next/no-img-element -- a preview from the image library
        <img src={picture.url} alt={picture.alt} className="max-h-64 rounded" />
      ) : (
        <p>No picture.</p>
      )}
      {check ? <p className="text-sm">{check.ok ? 'The picture prints sharply.' : check.message}</p> : null}
      <dl className="space-y-2">
        <dt className="font-medium">Description</dt>
        <dd className="whitespace-pre-line">{row.description || '—'}</dd>
        <dt className="font-medium">Directions</dt>
        <dd className="whitespace-pre-line">{row.directions || '—'}</dd>
        <dt className="font-medium">Hours</dt>
        <dd>{row.hours || `The weekend’s (${weekendHours})`}</dd>
      </dl>
    </section>
  )
}
