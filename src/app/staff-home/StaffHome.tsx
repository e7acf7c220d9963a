import { Gutter } from '@payloadcms/ui'
import { RenderServerComponent } from '@payloadcms/ui/elements/RenderServerComponent'
import type { AdminViewServerProps } from 'payload'

import { isStaff, mayUseControlPanelTool, recentActivity, type Activity } from '@/domains/accounts'
import { BarChart, LineChart } from '@/domains/analytics'
import { formatMoney } from '@/domains/commerce'
import { formatCalendarDate, formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'
import { findAnything, findWords, type FoundKind } from '@/platform/cpanel/find'
import { FindAnything } from '@/platform/cpanel/FindAnything'
import { toolSearchParams } from '@/platform/cpanel/search-params'
import { workWaiting } from '@/platform/cpanel/work'
import { WorkWaiting } from '@/platform/cpanel/WorkWaiting'

import { FINDERS, WORK_QUEUES } from './registry'
import { standingOf, type Standing } from './standing'

/** How many audit-log entries “Recent activity” lists. */
const RECENT = 10
/** An event's title on a bar is cut here, so the bar's words fit a phone. */
const TITLE_ON_BAR = 32

const dayLabel = (day: string) => formatCalendarDate(day, { month: 'short', day: 'numeric' })
const shortTitle = (title: string) => (title.length > TITLE_ON_BAR ? `${title.slice(0, TITLE_ON_BAR - 1)}…` : title)

/**
 * `/cpanel`, the staff home (issue 38, decision 086), in place of Payload's dashboard: the backup
 * warning, one search box, the work waiting in the queues this person's tools handle, how things
 * stand as small charts, and the latest audit-log entries. Staff only, checked here too.
 */
export async function StaffHome(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const { payload, user } = req
  if (!isStaff(user)) {
    return (
      <Gutter className="cpanel-tool cpanel-home">
        <h1>Control panel</h1>
        <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
          Only staff can use the control panel.
        </div>
      </Gutter>
    )
  }
  const { TIMEZONE, CURRENCY } = config()
  const now = new Date()
  const asked = findWords(toolSearchParams(props.searchParams).get('q'))
  const [work, standing, activity, results] = await Promise.all([
    workWaiting(payload, WORK_QUEUES, mayUseControlPanelTool, user, now),
    standingOf(payload, now, TIMEZONE, CURRENCY),
    recentActivity(payload, RECENT),
    asked && 'words' in asked ? findAnything(payload, FINDERS, asked.words) : Promise.resolve(undefined),
  ])
  const { beforeDashboard } = payload.config.admin.components
  const adminRoute = payload.config.routes.admin
  return (
    <Gutter className="cpanel-tool cpanel-home">
      <h1 className="cpanel-home__title">Staff home</h1>
      {/* The backup warning of decision 070, as on Payload's own dashboard. */}
      {beforeDashboard
        ? RenderServerComponent({
            Component: beforeDashboard,
            importMap: payload.importMap,
            serverProps: { payload, user, i18n: req.i18n, searchParams: props.searchParams },
          })
        : null}
      <FindAnything
        action={adminRoute}
        words={asked && 'words' in asked ? asked.words : ''}
        problem={asked && 'problem' in asked ? asked.problem : undefined}
        results={results as FoundKind[] | undefined}
      />
      <div className="cpanel-home__columns">
        <WorkWaiting work={work} />
        <RecentActivity activity={activity} adminRoute={adminRoute} timeZone={TIMEZONE} />
      </div>
      <HowThingsStand standing={standing} timeZone={TIMEZONE} />
    </Gutter>
  )
}

function HowThingsStand({ standing, timeZone }: { standing: Standing; timeZone: string }) {
  const { money, site } = standing
  const amount = (minor: number) => formatMoney({ minor: Math.round(minor), currency: money.currency })
  const span = (part: { from: string; to: string }) =>
    `${formatCalendarDate(part.from, { month: 'short', day: 'numeric' })}–${formatCalendarDate(part.to, { day: 'numeric', month: 'short', year: 'numeric' })}`
  return (
    <section className="cpanel-tool__section" aria-labelledby="standing-heading">
      <h2 id="standing-heading">How things stand</h2>
      <div className="cpanel-home__charts">
        <LineChart
          id="home-new-members"
          title="New members, last 30 days"
          periods={standing.days}
          periodLabel={dayLabel}
          lines={[{ name: 'New members', values: standing.newMembers }]}
          folded
        />
        <BarChart
          id="home-money"
          title={`Money paid in this month, against the same days last year (${money.currency})`}
          column="Days"
          bars={[
            { label: span(money.lastYear), value: money.lastYear.amountMinor },
            { label: span(money.thisYear), value: money.thisYear.amountMinor },
          ]}
          format={amount}
          folded
        />
        <BarChart
          id="home-registrations"
          title="Open Studios artists registered, against last season at the same day"
          column="Season"
          bars={standing.seasons.map((season, index) => ({
            // The current season comes first; the one before is counted up to the same day a year ago.
            label:
              index === 0
                ? `${season.season}, so far`
                : `${season.season}, by ${formatCalendarDate(standing.yearAgo, { month: 'short', day: 'numeric', year: 'numeric' })}`,
            value: season.registered,
          }))}
          folded
        />
        <LineChart
          id="home-page-views"
          title="Page views, last 7 days"
          periods={site.series.map((point) => point.period)}
          periodLabel={dayLabel}
          lines={[
            { name: 'Views', values: site.series.map((point) => point.views) },
            { name: 'Visitors', values: site.series.map((point) => point.visitors) },
          ]}
          folded
        />
        <BarChart
          id="home-events"
          title="Coming events: places left"
          column="Event"
          bars={standing.events.map((date) => ({
            label: `${shortTitle(date.title)}, ${formatDateTime(date.startsAt, timeZone, 'short')}`,
            value: date.placesLeft,
          }))}
          folded
        />
      </div>
    </section>
  )
}

function RecentActivity({
  activity,
  adminRoute,
  timeZone,
}: {
  activity: readonly Activity[]
  adminRoute: string
  timeZone: string
}) {
  return (
    <section className="cpanel-tool__section" aria-labelledby="activity-heading">
      <h2 id="activity-heading">Recent activity</h2>
      {activity.length === 0 ? (
        <p className="cpanel-tool__empty">Nothing recorded yet.</p>
      ) : (
        <ol className="cpanel-home__activity">
          {activity.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at.toISOString()}>{formatDateTime(entry.at, timeZone, 'medium')}</time>{' '}
              <strong>{entry.who}</strong>: {entry.action}
              {entry.target ? (
                <>
                  {' — '}
                  {entry.path ? <a href={`${adminRoute}/${entry.path}`}>{entry.target}</a> : entry.target}
                </>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
