import { sql } from '@payloadcms/db-postgres'

import { rowsOf, type SqlExecutor } from '@/platform/database/transaction'

import { organisationAnalytics, type OrganisationAnalytics } from './organisation'
import { periodsOf, rangePieces, seriesGrain, type DateRange, type Grain } from './range'
import type { Dimension } from './rollups'

export type Figures = { views: number; visitors: number }
export type Ranked = Figures & { value: string }
export type SitePoint = Figures & { period: string }

/** The ranked lists of the site's part, in the order the page shows them. */
export const RANKED: readonly { dimension: Exclude<Dimension, 'site'>; title: string; column: string }[] = [
  { dimension: 'page', title: 'Top pages', column: 'Page' },
  { dimension: 'entry', title: 'Entry pages', column: 'Entry page' },
  { dimension: 'referrer', title: 'Referrers', column: 'Came from' },
  { dimension: 'source', title: 'Campaign sources (utm_source)', column: 'Source' },
  { dimension: 'campaign', title: 'Campaigns (utm_campaign)', column: 'Campaign' },
  { dimension: 'device', title: 'Devices', column: 'Device' },
  { dimension: 'browser', title: 'Browsers', column: 'Browser' },
]

/** How many of each list the page shows (and the CSV holds). */
export const TOP = 10

export type SiteAnalytics = {
  range: DateRange
  grain: Grain
  totals: Figures
  series: SitePoint[]
  ranked: Record<Exclude<Dimension, 'site'>, Ranked[]>
}

/** Rows of the roll-ups in a range, read as whole months where it can (`rangePieces`). */
function inRange(range: DateRange) {
  const pieces = rangePieces(range).map(
    (piece) => sql`(grain = ${piece.grain} AND day BETWEEN ${piece.from}::date AND ${piece.to}::date)`,
  )
  return sql`(${sql.join(pieces, sql` OR `)})`
}

/** An entry without a value: no referrer is a visit typed in or bookmarked; no class, an event from before them. */
const NO_VALUE_SKIPPED: ReadonlySet<Dimension> = new Set(['source', 'campaign'])

async function ranked(db: SqlExecutor, range: DateRange, dimension: Dimension): Promise<Ranked[]> {
  return rowsOf<Ranked>(
    db,
    sql`SELECT value, sum(views)::integer AS views, sum(visitors)::integer AS visitors
        FROM analytics_rollups
        WHERE dimension = ${dimension} AND ${inRange(range)}
          ${NO_VALUE_SKIPPED.has(dimension) ? sql`AND value <> ''` : sql``}
        GROUP BY value ORDER BY views DESC, value LIMIT ${TOP}`,
  )
}

/** The site's part of the dashboard over a range, from the roll-ups only: a few thousand rows at most. */
export async function siteAnalytics(db: SqlExecutor, range: DateRange): Promise<SiteAnalytics> {
  const grain = seriesGrain(range)
  const [totals, points, ...lists] = await Promise.all([
    rowsOf<Figures>(
      db,
      sql`SELECT coalesce(sum(views), 0)::integer AS views, coalesce(sum(visitors), 0)::integer AS visitors
          FROM analytics_rollups WHERE dimension = 'site' AND ${inRange(range)}`,
    ),
    rowsOf<SitePoint>(
      db,
      sql`SELECT to_char(${grain === 'day' ? sql`day` : sql`date_trunc('month', day)`}, 'YYYY-MM-DD') AS period,
            sum(views)::integer AS views, sum(visitors)::integer AS visitors
          FROM analytics_rollups
          WHERE dimension = 'site' AND grain = 'day' AND day BETWEEN ${range.from}::date AND ${range.to}::date
          GROUP BY 1`,
    ),
    ...RANKED.map(({ dimension }) => ranked(db, range, dimension)),
  ])
  const byPeriod = new Map(points.map((point) => [point.period, point]))
  return {
    range,
    grain,
    totals: totals[0] ?? { views: 0, visitors: 0 },
    // Every period drawn, a quiet one as zero.
    series: periodsOf(range, grain).map((period) => byPeriod.get(period) ?? { period, views: 0, visitors: 0 }),
    ranked: Object.fromEntries(RANKED.map(({ dimension }, i) => [dimension, lists[i]!])) as SiteAnalytics['ranked'],
  }
}

/** How a ranked value reads on the page and in the CSV. */
export function valueLabel(dimension: Dimension, value: string): string {
  if (value) return dimension === 'source' || dimension === 'campaign' ? decodeUtm(value) : value
  if (dimension === 'referrer') return 'Direct (no referrer)'
  return 'Not recorded'
}

function decodeUtm(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '))
  } catch {
    return value
  }
}

export type Dashboard = { site: SiteAnalytics; organisation: OrganisationAnalytics; timeZone: string }

/** Everything `/cpanel/analytics` shows for a range (and its CSV holds): what `npm run bench` times. */
export async function dashboardOf(db: SqlExecutor, range: DateRange, timeZone: string): Promise<Dashboard> {
  const [site, organisation] = await Promise.all([siteAnalytics(db, range), organisationAnalytics(db, range, timeZone)])
  return { site, organisation, timeZone }
}

/** The dashboard as CSV rows, one figure a row (part, what, measure, figure), in the order the page shows them. */
export function dashboardRows(dashboard: Dashboard): (string | number)[][] {
  const { site, organisation } = dashboard
  const rows: (string | number)[][] = [['Part', 'What', 'Measure', 'Figure']]
  const period = site.grain === 'day' ? 'Views and visitors per day' : 'Views and visitors per month'
  rows.push(['Site totals', `${site.range.from} to ${site.range.to}`, 'views', site.totals.views])
  rows.push(['Site totals', `${site.range.from} to ${site.range.to}`, 'visitors', site.totals.visitors])
  for (const point of site.series) {
    rows.push([period, point.period, 'views', point.views], [period, point.period, 'visitors', point.visitors])
  }
  for (const { dimension, title } of RANKED) {
    for (const row of site.ranked[dimension]) {
      rows.push([title, valueLabel(dimension, row.value), 'views', row.views])
      rows.push([title, valueLabel(dimension, row.value), 'visitors', row.visitors])
    }
  }
  for (const row of organisation.members) rows.push([`Members on ${row.plan}`, row.month, 'members', row.members])
  for (const row of organisation.money) {
    rows.push([`Money: ${row.kind}`, row.month, `amount (${row.currency} minor units)`, row.amountMinor])
  }
  for (const row of organisation.gifts) {
    rows.push(['Gifts', row.month, 'gifts', row.gifts])
    rows.push(['Gifts', row.month, `amount (${row.currency} minor units)`, row.amountMinor])
  }
  for (const row of organisation.seasons) {
    rows.push(['Open Studios registrations', row.season, 'registered', row.registered])
    rows.push(['Open Studios registrations', row.season, 'waiting', row.waiting])
  }
  for (const row of organisation.tickets)
    rows.push(['Tickets sold', `${row.event} (${row.startsOn})`, 'tickets', row.tickets])
  return rows
}
