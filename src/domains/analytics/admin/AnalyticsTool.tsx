import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { formatMoney } from '@/domains/commerce'
import { addDays, formatCalendarDate, formatDateTime, organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { ToolFrame, ToolTable, toolSearchParams } from '@/platform/cpanel'
import { FilterField } from '@/platform/cpanel/Filters'
import { database } from '@/platform/database/transaction'

import { LineChart, RankedTable } from '../components/Charts'
import { formatCount } from '../services/chart'
import { dashboardOf, RANKED, valueLabel } from '../services/dashboard'
import { linesByName } from '../services/organisation'
import { periodsOf, rangeFrom, type DateRange } from '../services/range'
import { lastRollUp } from '../services/rollups'
import { ANALYTICS_TOOL as tool } from './tools'

const BASE = '/cpanel/analytics'
const query = (range: DateRange) => `from=${range.from}&to=${range.to}`

const dayLabel = (day: string) => formatCalendarDate(day, { month: 'short', day: 'numeric' })
const monthLabel = (month: string) => formatCalendarDate(month, { month: 'short', year: 'numeric' })

/**
 * `/cpanel/analytics` (decision 084): the site's visitors and views, its pages, referrers, campaigns,
 * devices and browsers, and the organisation's members, money, gifts, registrations and tickets, over
 * the range of days in the address (`from`, `to`, the organisation's days), each chart with its
 * figures as a table, and the whole as CSV. Staff only, checked here and by the export.
 */
export async function AnalyticsTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user)) {
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  }
  const { TIMEZONE } = config()
  const now = new Date()
  const asked = rangeFrom(toolSearchParams(view.searchParams), now, TIMEZONE)
  const { range } = asked
  const db = database(req.payload)
  const [{ site, organisation }, rolled] = await Promise.all([dashboardOf(db, range, TIMEZONE), lastRollUp(db)])
  const periodLabel = site.grain === 'day' ? dayLabel : monthLabel
  const months = periodsOf(range, 'month')
  const today = organisationDate(now, TIMEZONE)
  const shortcuts = [
    { label: 'Last 7 days', range: { from: addDays(today, -6), to: today } },
    { label: 'Last 30 days', range: { from: addDays(today, -29), to: today } },
    { label: 'Last 12 months', range: { from: addDays(today, -364), to: today } },
  ]
  const currencies = [...new Set([...organisation.money, ...organisation.gifts].map((row) => row.currency))]
  const currency = currencies[0] ?? 'USD'
  const money = (minor: number) => formatMoney({ minor: Math.round(minor), currency })

  return (
    <ToolFrame tool={tool} allowed view={view} className="cpanel-analytics">
      {asked.ok ? null : (
        <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
          This range cannot be shown: {asked.problem} Showing the last 30 days instead.
        </div>
      )}
      <form method="get" action={BASE} className="cpanel-tool__filters cpanel-analytics__range" aria-label="Range">
        <FilterField label="From" name="from" type="date" value={range.from} />
        <FilterField label="To" name="to" type="date" value={range.to} />
        <div className="cpanel-tool__filter-actions">
          <button type="submit" className="btn btn--style-primary btn--size-small">
            Show
          </button>
          <a
            className="btn btn--style-secondary btn--size-small"
            href={`/api/analytics/export?${query(range)}`}
            download
          >
            Download CSV
          </a>
        </div>
      </form>
      <p className="cpanel-analytics__shortcuts">
        {shortcuts.map((shortcut) => (
          <a key={shortcut.label} href={`${BASE}?${query(shortcut.range)}`}>
            {shortcut.label}
          </a>
        ))}
      </p>
      <p className="cpanel-tool__hint">
        {formatCalendarDate(range.from)} to {formatCalendarDate(range.to)}, days in {TIMEZONE}. No cookie is used: a
        visitor is a hash that changes every day, so a person who comes on three days counts three times.{' '}
        {rolled
          ? `Counted up to ${formatDateTime(rolled, TIMEZONE, 'medium')}; brought up to date every five minutes.`
          : 'Not counted yet: the first count runs within five minutes.'}
      </p>

      <section className="cpanel-tool__section" aria-labelledby="analytics-site">
        <h2 id="analytics-site">The site</h2>
        <dl className="cpanel-analytics__totals">
          <div>
            <dt>Views</dt>
            <dd>{formatCount(site.totals.views)}</dd>
          </div>
          <div>
            <dt>Visitors</dt>
            <dd>{formatCount(site.totals.visitors)}</dd>
          </div>
        </dl>
        <LineChart
          id="site-views"
          title={site.grain === 'day' ? 'Views and visitors per day' : 'Views and visitors per month'}
          periods={site.series.map((point) => point.period)}
          periodLabel={periodLabel}
          lines={[
            { name: 'Views', values: site.series.map((point) => point.views) },
            { name: 'Visitors', values: site.series.map((point) => point.visitors) },
          ]}
        />
        <div className="cpanel-analytics__grid-of-lists">
          {RANKED.map(({ dimension, title, column }) => (
            <RankedTable
              key={dimension}
              title={title}
              column={column}
              rows={site.ranked[dimension].map((row) => ({ ...row, label: valueLabel(dimension, row.value) }))}
            />
          ))}
        </div>
      </section>

      <section className="cpanel-tool__section" aria-labelledby="analytics-organisation">
        <h2 id="analytics-organisation">The organisation</h2>
        <LineChart
          id="members-by-plan"
          title="Members by plan, at the end of each month"
          periods={months}
          periodLabel={monthLabel}
          lines={linesByName(
            organisation.members,
            months,
            (row) => row.plan,
            (row) => row.members,
            (row) => row.month,
          )}
        />
        <LineChart
          id="money-by-kind"
          title={`Money paid in by kind, per month (${currency}, before refunds)`}
          periods={months}
          periodLabel={monthLabel}
          format={money}
          lines={linesByName(
            organisation.money.filter((row) => row.currency === currency),
            months,
            (row) => row.kind,
            (row) => row.amountMinor,
            (row) => row.month,
          )}
        />
        <LineChart
          id="gifts-by-month"
          title={`Gifts per month (${currency})`}
          periods={months}
          periodLabel={monthLabel}
          format={money}
          lines={linesByName(
            organisation.gifts.filter((row) => row.currency === currency),
            months,
            () => 'Given',
            (row) => row.amountMinor,
            (row) => row.month,
          )}
        />
        <h3 id="analytics-seasons">Open Studios registrations per season</h3>
        {organisation.seasons.length ? (
          <ToolTable columns={['Season', 'Registered', 'Waiting or offered']} caption="Registrations per season">
            {organisation.seasons.map((season) => (
              <tr key={`${season.year}-${season.season}`}>
                <th scope="row">{season.season}</th>
                <td>{season.registered}</td>
                <td>{season.waiting}</td>
              </tr>
            ))}
          </ToolTable>
        ) : (
          <p className="cpanel-tool__empty">No season yet: make one in the Open Studios tools.</p>
        )}
        <h3 id="analytics-tickets">Tickets sold per event in this range</h3>
        {organisation.tickets.length ? (
          <ToolTable columns={['Event', 'First date', 'Tickets']} caption="Tickets sold per event">
            {organisation.tickets.map((event) => (
              <tr key={`${event.event}-${event.startsOn}`}>
                <th scope="row">{event.event}</th>
                <td>{formatCalendarDate(event.startsOn, 'medium')}</td>
                <td>{event.tickets}</td>
              </tr>
            ))}
          </ToolTable>
        ) : (
          <p className="cpanel-tool__empty">No ticketed event takes place in this range.</p>
        )}
      </section>
    </ToolFrame>
  )
}
