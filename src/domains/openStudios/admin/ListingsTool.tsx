import type { AdminViewServerProps, Payload } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { database } from '@/platform/database/transaction'
import { TemplateEditor } from '@/domains/comms'
import {
  ListPages,
  EmptyState,
  listHref,
  NoSuchItem,
  pageCount,
  parseListOrder,
  SelectCell,
  type ToolContext,
  ToolTable,
  toolView,
} from '@/platform/cpanel'
import { BulkActions } from '@/platform/cpanel/BulkActions'
import { FilterActions, FilterField, FilterProblem, FilterSelect } from '@/platform/cpanel/Filters'
import { ToolForm } from '@/platform/cpanel/ToolForm'
import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'

import { guideExports, type GuideExportView } from '../services/guide-export'
import { LISTING_CHANGES_TEMPLATE } from '../services/listing-mail'
import { printPixels } from '../services/listing-picture'
import {
  findListings,
  LISTING_SORTS,
  LISTINGS_PER_PAGE,
  listingsQuery,
  parseListingsFilter,
  type ListingsFilter,
} from '../services/listing-review'
import { listingRow, type ListingRow } from '../services/listing-rows'
import { characterCount, textLimits } from '../services/listing-text'
import {
  ensureSeasonListings,
  lockedSince,
  lockOf,
  outOfGuide,
  pictureCheck,
  pictureChoice,
  REASON_LIMIT,
} from '../services/listings'
import type { SeasonView } from '../services/season-view'
import { currentSeason, seasonById } from '../services/seasons'
import { LISTING_STATE_LABELS, LISTING_STATES } from '../services/vocabulary'
import { RefreshWhileWorking } from '@/platform/cpanel/RefreshWhileWorking'
import {
  approveListingAction,
  approveSelectedListingsAction,
  requestChangesAction,
  startGuideExportAction,
} from './listing-actions'
import { LISTINGS_TOOL as tool } from './tools'

const STATUS_LABELS: Record<string, string> = { ...LISTING_STATE_LABELS, out: 'Out of the guide' }

/**
 * `/cpanel/sfoslistings` (decisions 052, 087): the current season's guide
 * listings — counts by status, a filter and sort in the address, the ticked
 * ones approved or exported as CSV at once; a listing's own page
 * (`?listing={id}`: picture, texts with their counts, the print check, the
 * proof, approve or ask for changes) — the guide's export with its progress,
 * and the words of the mail that asks for changes. Staff only.
 */
export function ListingsTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, (context) => listings(context), { wide: true })
}

async function listings({ payload, base, params }: ToolContext) {
  const asked = Number(params.get('season'))
  const season =
    Number.isSafeInteger(asked) && asked > 0 ? await seasonById(payload, asked) : await currentSeason(payload)
  if (!season) {
    return (
      <EmptyState title="No season is current.">
        Make one current in <a href={`${payload.config.routes.admin}/sfosweekends`}>Seasons and weekends</a> first.
      </EmptyState>
    )
  }
  await ensureSeasonListings(payload, season.id)
  const reviewId = Number(params.get('listing'))
  if (params.has('listing')) {
    const asking = Number.isSafeInteger(reviewId) && reviewId > 0 ? await listingRow(database(payload), reviewId) : null
    const back = listHref(base, params, { listing: null })
    return asking?.season === season.id ? (
      <ListingReview row={asking} season={season} payload={payload} back={back} />
    ) : (
      <NoSuchItem back={back} backLabel="Back to the listings">
        There is no such listing in {season.name}.
      </NoSuchItem>
    )
  }
  const parsed = parseListingsFilter(params)
  const filter: ListingsFilter = parsed.ok ? parsed.value : { page: 1 }
  const { order, problems } = parseListOrder(params, LISTING_SORTS, { sort: 'guide', direction: 'asc' })
  const found = await findListings(payload, season.id, filter, order)
  const pages = pageCount(found.count, LISTINGS_PER_PAGE)
  const exports = await guideExports(payload, season.id)
  const lock = lockOf(season, new Date())

  return (
    <>
      <p>
        {season.name}: listings{' '}
        {lock.locked && lock.since
          ? `locked since ${lockedSince(lock.since)}`
          : `editable by artists until the end of ${season.deadlines.materialsDue ?? '(not set)'}`}
        .
      </p>
      {parsed.ok && !problems.length ? null : (
        <FilterProblem problems={[...(parsed.ok ? [] : parsed.problems), ...problems]} what="listing" />
      )}

      <section className="cpanel-tool__section" aria-labelledby="counts-heading">
        <h2 id="counts-heading">Listings by status</h2>
        <ul
          className="cpanel-tool__counts"
          style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.5rem', listStyle: 'none', padding: 0 }}
        >
          {[...LISTING_STATES, 'out' as const].map((status) => (
            <li key={status}>
              <a
                href={`${base}?${listingsQuery({ status, page: 1 })}`}
                style={{ display: 'inline-block', padding: '0.4rem 0', minHeight: 24 }}
              >
                {STATUS_LABELS[status]}: <strong>{found.counts[status]}</strong>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="cpanel-tool__section" aria-labelledby="filter-heading">
        <h2 id="filter-heading">Find listings</h2>
        <form method="get" action={base} className="cpanel-tool__filters">
          {params.get('sort') ? <input type="hidden" name="sort" value={params.get('sort')!} /> : null}
          <FilterSelect
            label="Status"
            name="status"
            value={filter.status}
            options={[...LISTING_STATES, 'out']}
            labels={STATUS_LABELS}
          />
          <FilterSelect
            label="Weekend"
            name="weekend"
            value={filter.weekend}
            options={season.weekends.map((weekend) => String(weekend.number))}
            labels={Object.fromEntries(season.weekends.map((weekend) => [String(weekend.number), weekend.label]))}
          />
          <FilterField label="Neighbourhood" name="neighbourhood" value={filter.neighbourhood} />
          <FilterField label="Artist, email or address" name="q" value={filter.q} />
          <FilterActions base={base} />
        </form>
      </section>

      <section className="cpanel-tool__section" aria-labelledby="listings-heading">
        <h2 id="listings-heading">
          Listings ({found.count}){pages > 1 ? `, page ${filter.page} of ${pages}` : ''}
        </h2>
        {found.rows.length === 0 ? (
          <EmptyState title="No listing matches.">
            {found.count === 0 && Object.values(found.counts).every((count) => count === 0)
              ? 'A listing appears here once an artist is registered for the season.'
              : 'Try another status or weekend, or clear the filter.'}{' '}
            <a href={base}>Show every listing</a>
          </EmptyState>
        ) : (
          <>
            <BulkActions
              id="listings-bulk"
              action={approveSelectedListingsAction}
              submit="Approve selected"
              exportHref="/api/open-studios/listings/selected.csv"
            />
            <ToolTable
              caption="Guide listings"
              columns={[
                { hidden: 'Select' },
                { label: 'Artist', sort: 'artist' },
                { label: 'Weekends', sort: 'guide' },
                'Neighbourhood',
                { label: 'Status', sort: 'status' },
                'Picture',
                { label: 'Changed', sort: 'changed' },
              ]}
              sorting={{ base, params, order }}
            >
              {found.rows.map((row) => {
                const check = pictureCheck(row, season)
                return (
                  <tr key={row.id}>
                    <SelectCell form="listings-bulk" id={row.id} label={`Select the listing of ${row.artistName}`} />
                    <td>
                      <a href={listHref(base, params, { listing: String(row.id) })}>{row.artistName}</a>
                      <br />
                      <small>{row.email}</small>
                    </td>
                    <td>{row.weekends.join(', ') || '—'}</td>
                    <td>{row.studio?.neighbourhood || '—'}</td>
                    <td>{outOfGuide(row) ? STATUS_LABELS.out : LISTING_STATE_LABELS[row.status]}</td>
                    <td>{check ? (check.ok ? 'Prints sharply' : 'Too small') : 'None yet'}</td>
                    <td>{row.updatedAt ? formatDateTime(row.updatedAt, config().TIMEZONE, 'medium') : '—'}</td>
                  </tr>
                )
              })}
            </ToolTable>
          </>
        )}
        <ListPages what="listings" page={filter.page} pages={pages} base={base} params={params} />
      </section>

      <GuideExportSection season={season} exports={exports} base={base} />
      <TemplateEditor payload={payload} templateKey={LISTING_CHANGES_TEMPLATE} />
    </>
  )
}

async function ListingReview({
  row,
  season,
  payload,
  back,
}: {
  row: ListingRow
  season: SeasonView
  payload: Payload
  back: string
}) {
  const picture = row.image ? await pictureChoice(payload, row.image.id) : null
  const check = pictureCheck(row, season)
  const needs = printPixels(season.guide)
  const limits = textLimits(season.guide)
  const gone = outOfGuide(row)
  return (
    <section className="cpanel-tool__section" aria-labelledby="review-heading">
      <h2 id="review-heading">Review: {row.artistName}</h2>
      <p>
        <a href={back}>Back to the listings</a>
      </p>
      {gone ? <p role="note">{gone}</p> : null}
      <p>
        Status: <strong>{LISTING_STATE_LABELS[row.status]}</strong>
        {row.status === 'changes-requested' && row.reviewNote ? ` — asked: “${row.reviewNote}”` : ''}
      </p>
      {picture?.url ? (
        // eslint-disable-next-line @next/next/no-img-element -- a preview from the image library
        <img src={picture.url} alt={picture.alt} style={{ maxWidth: 320, maxHeight: 320, display: 'block' }} />
      ) : (
        <p>No picture chosen.</p>
      )}
      <p>
        Print check:{' '}
        {check
          ? check.ok
            ? `passed — ${check.has.width} × ${check.has.height} pixels, needs ${needs.width} × ${needs.height}.`
            : check.message
          : `no picture (needs ${needs.width} × ${needs.height} pixels).`}
      </p>
      <dl className="cpanel-tool__facts">
        {(['description', 'directions', 'hours'] as const).map((field) => (
          <div key={field}>
            <dt>
              {field[0]!.toUpperCase() + field.slice(1)} ({characterCount(row[field])} of {limits[field]} characters)
            </dt>
            <dd style={{ whiteSpace: 'pre-line' }}>{row[field] || '—'}</dd>
          </div>
        ))}
        <div>
          <dt>Studio</dt>
          <dd>
            {row.studio
              ? [row.studio.address, row.studio.unit, row.studio.neighbourhood].filter(Boolean).join(', ')
              : '—'}
            {row.sharing.length ? ` (shared with ${row.sharing.join(', ')})` : ''}
          </dd>
        </div>
      </dl>
      <p>
        <a href={`/api/open-studios/listings/${row.id}/proof`} download>
          Download the printable proof (PDF)
        </a>
      </p>
      <ToolForm id="approve" action={approveListingAction} hidden={{ listing: row.id }} submit="Approve for print" />
      <ToolForm
        id="changes"
        action={requestChangesAction}
        hidden={{ listing: row.id }}
        style="secondary"
        submit="Ask for changes"
        fields={[
          {
            name: 'reason',
            label: 'What should change',
            type: 'textarea',
            maxLength: REASON_LIMIT,
            hint: 'The artist gets this by mail and sees it at the top of their listing.',
          },
        ]}
      />
    </section>
  )
}

function GuideExportSection({
  season,
  exports,
  base,
}: {
  season: SeasonView
  exports: GuideExportView[]
  base: string
}) {
  const running = exports.some((one) => one.status === 'queued' || one.status === 'running')
  return (
    <section className="cpanel-tool__section" aria-labelledby="export-heading">
      <h2 id="export-heading">Export the guide</h2>
      <p>
        One ZIP for the printer: <code>guide.csv</code> with every field of every registered artist’s listing (its
        status in the last column), and each picture cropped to {season.guide.imageWidthInches} ×{' '}
        {season.guide.imageHeightInches} inches at {season.guide.printDpi} dpi, in the guide’s order (weekend,
        neighbourhood, name).
      </p>
      {running ? (
        <>
          {/* Without JavaScript too, the page comes back every few seconds while an export runs. */}
          <noscript>
            <meta httpEquiv="refresh" content="3" />
          </noscript>
          <RefreshWhileWorking everyMs={2_000} />
        </>
      ) : (
        <ToolForm
          id="export"
          action={startGuideExportAction}
          hidden={{ season: season.id }}
          submit="Start the export"
        />
      )}
      {exports.length ? (
        <ul className="cpanel-tool__exports">
          {exports.map((one) => (
            <li key={one.id}>
              <ExportLine one={one} base={base} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

function ExportLine({ one, base }: { one: GuideExportView; base: string }) {
  const label = `Export ${one.id}, started ${formatDateTime(one.createdAt, config().TIMEZONE, 'medium')}`
  if (one.status === 'done') {
    return (
      <p>
        {label}: {one.total} listings, {Math.ceil((one.bytes ?? 0) / 1024)} KB.{' '}
        <a href={`/api/open-studios/guide-exports/${one.id}`} download>
          Download the guide ZIP<span className="cpanel-tool__sr"> of export {one.id}</span>
        </a>
      </p>
    )
  }
  if (one.status === 'failed')
    return (
      <p role="alert">
        {label}: failed — {one.problem ?? 'no reason given'}.
      </p>
    )
  return (
    <div>
      <label htmlFor={`export-${one.id}-progress`}>
        {label}: {one.status === 'queued' ? 'waiting to start' : `${one.done} of ${one.total} listings`}
      </label>{' '}
      <progress id={`export-${one.id}-progress`} value={one.done} max={Math.max(one.total, 1)}>
        {one.done} of {one.total}
      </progress>{' '}
      <a href={`${base}#export-heading`}>Refresh</a>
    </div>
  )
}
