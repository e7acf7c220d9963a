import type { AdminViewServerProps, Payload } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { formatMoney } from '@/domains/commerce'
import { TemplateEditor } from '@/domains/comms'
import { formatDate, yearIn } from '@/platform/calendar'
import { config } from '@/platform/config'
import {
  ListPages,
  EmptyState,
  pageCount,
  pageHref,
  parseListOrder,
  ToolTable,
  toolView,
  type ToolContext,
} from '@/platform/cpanel'
import { FilterActions, FilterField, FilterPages, FilterProblem, FilterSelect } from '@/platform/cpanel/Filters'
import { ToolForm } from '@/platform/cpanel/ToolForm'

import { THANK_YOU_TEMPLATE } from '../services/acknowledgement'
import { ACKNOWLEDGEMENT_TEMPLATE } from '../services/gift-acknowledgement'
import {
  campaignChoices,
  donorLevels,
  donorsQuery,
  findDonors,
  findGifts,
  giftsQuery,
  giftsToThank,
  parseDonorsFilter,
  parseGiftsFilter,
  GIFT_SORTS,
  GIFTS_ORDER,
  ROWS_PER_PAGE,
  type DonorsFilter,
  type GiftRow,
  type GiftsFilter,
} from '../services/donor-lists'
import {
  DONOR_SORTS,
  DONORS_ORDER,
  NO_LEVEL,
  parseDonorKey,
  type DonorIdentity,
  type DonorSummary,
} from '../services/donor-summaries'
import { DEDICATION_LABELS, GIFT_SOURCES, GIFT_STATUS_LABELS, GIFT_STATUSES, type GiftStatus } from '../services/giving'
import { thankAllAction, thankGiftAction } from './actions'
import { DONORS_TOOL as tool } from './tools'

const VIEWS = {
  donors: 'Donors',
  gifts: 'Gifts',
  levels: 'Levels',
  'thank-you': 'Thank-you mail',
  acknowledgement: 'Acknowledgement',
} as const
type View = keyof typeof VIEWS

const SOURCE_LABELS: Record<string, string> = { online: 'Online', desk: 'At the desk', renewal: 'Yearly renewal' }
const day = (iso: string) => formatDate(iso, config().TIMEZONE, 'medium')

/** The address's parameters as URLSearchParams (Payload gives them as an object of strings or lists). */
const withView = (view: View, query: string) => `show=${view}${query ? `&${query}` : ''}`

/**
 * `/cpanel/donorbackend`: the donors (a person, by account or else by email,
 * or an organisation) with their totals and levels; the gifts, found by
 * dates, campaign, status, source and whether they were thanked, with their
 * thank-yous; the levels; the thank-you mail's words (comms' template
 * editor). Every filter is in the address, so a view can be
 * bookmarked and exported as it is. Staff only.
 */
export function DonorsTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, donors, { wide: true })
}

function donors({ payload, base, params }: ToolContext) {
  const admin = payload.config.routes.admin
  const shown: View = (Object.keys(VIEWS) as View[]).find((name) => name === params.get('show')) ?? 'donors'
  return (
    <>
      <nav aria-label="Donors’ views" className="cpanel-tool__pages">
        {(Object.keys(VIEWS) as View[]).map((name) => (
          <a key={name} href={`${base}?show=${name}`} aria-current={name === shown ? 'page' : undefined}>
            {name === shown ? <strong>{VIEWS[name]}</strong> : VIEWS[name]}
          </a>
        ))}
      </nav>
      {shown === 'donors' ? (
        <DonorsView payload={payload} params={params} base={base} admin={admin} />
      ) : shown === 'gifts' ? (
        <GiftsView payload={payload} params={params} base={base} admin={admin} />
      ) : shown === 'levels' ? (
        <LevelsView payload={payload} admin={admin} />
      ) : shown === 'acknowledgement' ? (
        <>
          <p>
            Mailed once for each gift as soon as it is paid, for the donor’s tax records. The legal name, tax number and
            deductibility statement are the <a href={`${admin}/globals/gift-acknowledgements`}>Gift acknowledgements</a>{' '}
            settings.
          </p>
          <TemplateEditor payload={payload} templateKey={ACKNOWLEDGEMENT_TEMPLATE} />
        </>
      ) : (
        <TemplateEditor payload={payload} templateKey={THANK_YOU_TEMPLATE} />
      )}
    </>
  )
}

async function DonorsView({
  payload,
  params,
  base,
  admin,
}: {
  payload: Payload
  params: URLSearchParams
  base: string
  admin: string
}) {
  const parsed = parseDonorsFilter(params)
  const filter: DonorsFilter = parsed.ok ? parsed.value : { year: yearIn(new Date(), config().TIMEZONE), page: 1 }
  const { order, problems } = parseListOrder(params, DONOR_SORTS, DONORS_ORDER)
  const [found, levels] = await Promise.all([findDonors(payload, filter, order), donorLevels(payload)])
  const pages = pageCount(found.count, ROWS_PER_PAGE)
  const query = donorsQuery(filter)
  const currency = config().CURRENCY
  return (
    <>
      {parsed.ok && !problems.length ? null : (
        <FilterProblem problems={[...(parsed.ok ? [] : parsed.problems), ...problems]} what="donor" />
      )}
      <section className="cpanel-tool__section" aria-labelledby="donors-filter-heading">
        <h2 id="donors-filter-heading">Find donors</h2>
        <form method="get" action={base} className="cpanel-tool__filters">
          <input type="hidden" name="show" value="donors" />
          {params.get('sort') ? <input type="hidden" name="sort" value={params.get('sort')!} /> : null}
          <FilterField label="Year" name="year" value={String(filter.year)} inputMode="numeric" />
          <FilterSelect
            label={`Level reached in ${filter.year}`}
            name="level"
            value={filter.level}
            options={[...levels.map((level) => level.name), NO_LEVEL]}
            labels={{ [NO_LEVEL]: 'No level' }}
          />
          <FilterField label="Name, email or organisation" name="search" value={filter.search} />
          <FilterActions base={`${base}?show=donors`} />
        </form>
      </section>

      <section className="cpanel-tool__section" aria-labelledby="donors-heading">
        <h2 id="donors-heading">
          {found.count === 1 ? 'One donor' : `${found.count} donors`} who gave in {filter.year} or {filter.year - 1}
          {pages > 1 ? ` (page ${filter.page} of ${pages})` : ''}
        </h2>
        <p>
          <a href={`/api/donors/export${query ? `?${query}` : ''}`} download>
            Export these donors (CSV)
          </a>
        </p>
        {found.rows.length === 0 ? (
          <EmptyState title="No donor matches.">
            A donor shows here once one of their gifts is paid; try another year or{' '}
            <a href={`${base}?show=donors`}>clear the filters</a>.
          </EmptyState>
        ) : (
          <ToolTable
            caption="Donors"
            sorting={{ base, params, order }}
            columns={[
              { label: 'Donor', sort: 'donor' },
              { label: String(filter.year), sort: 'thisYear' },
              { label: String(filter.year - 1), sort: 'lastYear' },
              'Level',
              `Gifts in ${filter.year}`,
              'Yearly gifts',
              { label: 'Last gift', sort: 'lastGift' },
              { hidden: 'Actions' },
            ]}
          >
            {found.rows.map((donor) => (
              <DonorLine
                key={donor.key}
                donor={donor}
                year={filter.year}
                base={base}
                admin={admin}
                currency={currency}
              />
            ))}
          </ToolTable>
        )}
        <ListPages what="donors" page={filter.page} pages={pages} base={base} params={params} />
      </section>
    </>
  )
}

function DonorLine({
  donor,
  year,
  base,
  admin,
  currency,
}: {
  donor: DonorSummary
  year: number
  base: string
  admin: string
  currency: string
}) {
  const money = (minor: number) => (minor ? formatMoney({ minor, currency: donor.currency || currency }) : '—')
  const donorParam = encodeURIComponent(donor.key)
  return (
    <tr>
      <td>
        {donor.personId ? <a href={`${admin}/userslist?id=${donor.personId}`}>{donor.name}</a> : donor.name}
        {donor.kind === 'organisation' ? <small> (organisation)</small> : null}
        {donor.kind === 'email' ? <small> (no account)</small> : null}
        <br />
        <small>
          {donor.contact ? `through ${donor.contact}, ` : ''}
          {donor.email}
        </small>
      </td>
      <td className="cpanel-tool__number">{money(donor.thisYearMinor)}</td>
      <td className="cpanel-tool__number">{money(donor.lastYearMinor)}</td>
      <td>{donor.level ?? '—'}</td>
      <td className="cpanel-tool__number">{donor.giftsThisYear}</td>
      <td className="cpanel-tool__number">{donor.activeYearlyGifts}</td>
      <td>{day(donor.lastGiftAt)}</td>
      <td>
        <a href={`${base}?show=gifts&donor=${donorParam}`}>
          Gifts<span className="cpanel-tool__sr"> of {donor.name}</span>
        </a>
        {donor.thisYearMinor ? (
          <>
            <br />
            <a href={`/api/donors/statement?donor=${donorParam}&year=${year}`} download>
              Statement {year}
              <span className="cpanel-tool__sr"> of {donor.name} (PDF)</span>
            </a>
          </>
        ) : null}
        {donor.lastYearMinor ? (
          <>
            <br />
            <a href={`/api/donors/statement?donor=${donorParam}&year=${year - 1}`} download>
              Statement {year - 1}
              <span className="cpanel-tool__sr"> of {donor.name} (PDF)</span>
            </a>
          </>
        ) : null}
      </td>
    </tr>
  )
}

async function GiftsView({
  payload,
  params,
  base,
  admin,
}: {
  payload: Payload
  params: URLSearchParams
  base: string
  admin: string
}) {
  const parsed = parseGiftsFilter(params)
  const filter: GiftsFilter = parsed.ok ? parsed.value : { page: 1 }
  const { order, problems } = parseListOrder(params, GIFT_SORTS, GIFTS_ORDER)
  const [found, campaigns, toThank] = await Promise.all([
    findGifts(payload, filter, order),
    campaignChoices(payload),
    giftsToThank(payload),
  ])
  const pages = pageCount(found.count, ROWS_PER_PAGE)
  const query = giftsQuery(filter)
  const donor = parseDonorKey(filter.donor)
  return (
    <>
      {parsed.ok && !problems.length ? null : (
        <FilterProblem problems={[...(parsed.ok ? [] : parsed.problems), ...problems]} what="gift" />
      )}
      <section className="cpanel-tool__section" aria-labelledby="gifts-filter-heading">
        <h2 id="gifts-filter-heading">Find gifts</h2>
        <form method="get" action={base} className="cpanel-tool__filters">
          <input type="hidden" name="show" value="gifts" />
          {params.get('sort') ? <input type="hidden" name="sort" value={params.get('sort')!} /> : null}
          {filter.donor ? <input type="hidden" name="donor" value={filter.donor} /> : null}
          <FilterField label="From" name="from" type="date" value={filter.from} />
          <FilterField label="To" name="to" type="date" value={filter.to} />
          <FilterSelect
            label="Campaign"
            name="campaign"
            value={filter.campaign ? String(filter.campaign) : undefined}
            options={campaigns.map((campaign) => String(campaign.id))}
            labels={Object.fromEntries(campaigns.map((campaign) => [String(campaign.id), campaign.name]))}
          />
          <FilterSelect
            label="Status"
            name="status"
            value={filter.status}
            options={GIFT_STATUSES}
            labels={GIFT_STATUS_LABELS}
          />
          <FilterSelect
            label="Source"
            name="source"
            value={filter.source}
            options={GIFT_SOURCES}
            labels={SOURCE_LABELS}
          />
          <FilterSelect
            label="Thanked"
            name="thanked"
            value={filter.thanked}
            options={['yes', 'no']}
            labels={{ yes: 'Thanked', no: 'Not yet thanked' }}
          />
          <FilterActions base={`${base}?show=gifts`} />
        </form>
        {donor ? (
          <p>
            Gifts of {donorName(donor, found.rows[0])} only.{' '}
            <a href={`${base}?${withView('gifts', giftsQuery({ ...filter, donor: undefined }))}`}>Show every donor’s</a>
          </p>
        ) : null}
      </section>

      <section className="cpanel-tool__section" aria-labelledby="thanks-heading">
        <h2 id="thanks-heading">Thank-yous</h2>
        <p>
          A thank-you mail is sent once per gift, in the words of{' '}
          <a href={`${base}?show=thank-you`}>the thank-you mail</a>.{' '}
          {toThank.length === 0
            ? 'Every paid gift is thanked or on its way.'
            : `${toThank.length === 1 ? 'One paid gift is' : `${toThank.length} paid gifts are`} not yet thanked.`}
        </p>
        {toThank.length ? (
          <ToolForm
            id="thank-all"
            action={thankAllAction}
            submit={`Send thank-you to all ${toThank.length} paid ${toThank.length === 1 ? 'gift' : 'gifts'} not yet thanked`}
          />
        ) : null}
      </section>

      <section className="cpanel-tool__section" aria-labelledby="gifts-heading">
        <h2 id="gifts-heading">Gifts {pages > 1 ? `(page ${filter.page} of ${pages})` : ''}</h2>
        {found.totals.length === 0 ? (
          <EmptyState title="No gift matches.">
            Gifts show here as donors give online or at the desk; widen the dates or{' '}
            <a href={`${base}?show=gifts`}>clear the filters</a>.
          </EmptyState>
        ) : (
          <dl className="cpanel-tool__totals">
            {found.totals.map((total) => (
              <div key={total.currency}>
                <dt>{total.currency}</dt>
                <dd>
                  {total.gifts} {total.gifts === 1 ? 'gift' : 'gifts'}; {total.paidGifts} paid, totalling{' '}
                  {formatMoney({ minor: total.paidMinor, currency: total.currency })}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p>
          <a href={`/api/donors/gifts/export${query ? `?${query}` : ''}`} download>
            Export these gifts (CSV)
          </a>
        </p>
        {found.rows.length ? (
          <ToolTable
            caption="Gifts"
            sorting={{ base, params, order }}
            columns={[
              { label: 'Date', sort: 'date' },
              { label: 'Donor', sort: 'donor' },
              'Campaign',
              { label: 'Amount', sort: 'amount' },
              'Status',
              'Order',
              'Thanked',
            ]}
          >
            {found.rows.map((gift) => (
              <GiftLine key={gift.id} gift={gift} admin={admin} />
            ))}
          </ToolTable>
        ) : null}
        <FilterPages label="Pages of gifts" page={filter.page} pages={pages} href={pageHref(base, params)} />
      </section>
    </>
  )
}

/** The donor the gifts are filtered to, in words: the organisation, or the newest gift's name. */
function donorName(donor: DonorIdentity, newest: GiftRow | undefined): string {
  if (donor.kind === 'organisation') return newest?.organisation ?? donor.name
  return newest?.donorName ?? (donor.kind === 'email' ? donor.email : 'this person')
}

function GiftLine({ gift, admin }: { gift: GiftRow; admin: string }) {
  return (
    <tr>
      <td>{day(gift.date)}</td>
      <td>
        {gift.donorId ? (
          <a href={`${admin}/userslist?id=${gift.donorId}`}>{gift.donorName}</a>
        ) : (
          <>
            {gift.donorName} <small>(no account)</small>
          </>
        )}
        <br />
        <small>
          {gift.organisation ? `for ${gift.organisation}, ` : ''}
          {gift.donorEmail}
        </small>
        {gift.dedication ? (
          <>
            <br />
            <small>
              {DEDICATION_LABELS[gift.dedication as keyof typeof DEDICATION_LABELS]} {gift.dedicatedTo}
            </small>
          </>
        ) : null}
      </td>
      <td>
        <a href={`${admin}/collections/campaigns/${gift.campaignId}`}>{gift.campaignName}</a>
        <br />
        <small>
          {SOURCE_LABELS[gift.source] ?? gift.source}
          {gift.frequency === 'yearly' ? ', yearly' : ''}
        </small>
      </td>
      <td className="cpanel-tool__number">{formatMoney({ minor: gift.amountMinor, currency: gift.currency })}</td>
      <td>{GIFT_STATUS_LABELS[gift.status as GiftStatus] ?? gift.status}</td>
      <td>{gift.orderId ? <a href={`${admin}/collections/orders/${gift.orderId}`}>{gift.orderNumber}</a> : '—'}</td>
      <td>
        {gift.acknowledgedAt ? (
          `Thanked on ${day(gift.acknowledgedAt)}`
        ) : gift.thanking ? (
          'Not yet: on its way'
        ) : gift.status === 'paid' ? (
          <>
            Not yet
            <ToolForm
              id={`thank-${gift.id}`}
              action={thankGiftAction}
              hidden={{ gift: gift.id }}
              submit="Send thank-you"
              srSubmit={`to ${gift.donorName} for ${formatMoney({ minor: gift.amountMinor, currency: gift.currency })}`}
              style="secondary"
            />
          </>
        ) : (
          'Not yet'
        )}
      </td>
    </tr>
  )
}

async function LevelsView({ payload, admin }: { payload: Payload; admin: string }) {
  const levels = await donorLevels(payload)
  const currency = config().CURRENCY
  return (
    <section className="cpanel-tool__section" aria-labelledby="levels-heading">
      <h2 id="levels-heading">Donor levels</h2>
      <p>
        A donor reaches the highest level whose minimum their paid gifts of a calendar year reach.{' '}
        <a href={`${admin}/collections/donor-levels`}>Edit the levels</a>
      </p>
      {levels.length === 0 ? (
        <p>There are no levels yet: donors are listed without one.</p>
      ) : (
        <ToolTable caption="Donor levels" columns={['Level', 'Minimum in a year']}>
          {levels.map((level) => (
            <tr key={level.id}>
              <td>
                <a href={`${admin}/collections/donor-levels/${level.id}`}>{level.name}</a>
              </td>
              <td className="cpanel-tool__number">{formatMoney({ minor: level.minimumYearlyMinor, currency })}</td>
            </tr>
          ))}
        </ToolTable>
      )}
    </section>
  )
}
