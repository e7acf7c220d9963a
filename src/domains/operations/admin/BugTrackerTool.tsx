import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import type { ProblemReport, User } from '@/payload-types'
import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'
import { EmptyState, ListPages, NoSuchItem, ToolTable, toolView, type ToolContext } from '@/platform/cpanel'
import { FilterActions, FilterField, FilterProblem, FilterSelect } from '@/platform/cpanel/Filters'
import { ToolForm } from '@/platform/cpanel/ToolForm'

import {
  COMMENT_MAX,
  PRIORITY_LABELS,
  REPORT_PRIORITIES,
  REPORT_STATUSES,
  reportQuery,
  STATUS_LABELS,
} from '../services/problem-report-rules'
import { reportById, reportList, SCREENSHOT_BUCKET, staffMembers } from '../services/problem-reports'
import { commentOnReportAction, triageReportAction } from './bugtracker-actions'
import { BUGTRACKER_TOOL as tool } from './tools'

const who = (person: number | User | null | undefined) =>
  typeof person === 'object' && person ? person.name?.trim() || person.email : null

/**
 * `/cpanel/bugtracker` (decisions 083, 087): the reports people sent from the
 * site, filtered and sorted by the address, a page at a time; a report's page
 * (`?report=`) shows what was sent (page, browser, screenshot, the error's
 * reference) and where staff triage and comment. Staff only, here and in
 * every action.
 */
export async function BugTrackerTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, reports, { wide: true })
}

async function reports({ payload, user, base, params }: ToolContext) {
  const id = params.get('report')
  if (id !== null) {
    const report = /^\d{1,10}$/.test(id) ? await reportById(payload, Number(id)) : null
    if (!report) {
      return (
        <NoSuchItem back={base} backLabel="Back to the reports">
          There is no report #{id.slice(0, 12)}.
        </NoSuchItem>
      )
    }
    return (
      <>
        <p>
          <a href={base}>Back to the reports</a>
        </p>
        <ReportPage report={report} staff={await staffMembers(payload)} />
      </>
    )
  }
  const { query, problems } = reportQuery(params)
  const used = problems.length ? reportQuery(new URLSearchParams()).query : query
  const listParams = problems.length ? new URLSearchParams() : params
  const [list, staff] = await Promise.all([reportList(payload, used, user), staffMembers(payload)])
  const filtered = [...params.keys()].some((key) => key !== 'page' && key !== 'sort')
  const timeZone = config().TIMEZONE
  return (
    <>
      {problems.length ? <FilterProblem problems={problems} what="report" /> : null}
      <form method="get" action={base} className="cpanel-tool__filters" aria-label="Find reports">
        <FilterField label="Words, page or number" name="q" value={used.words} />
        <FilterSelect
          label="Status"
          name="status"
          value={used.status ?? ''}
          options={['open', ...REPORT_STATUSES]}
          labels={{ open: 'Open', ...STATUS_LABELS }}
        />
        <FilterSelect
          label="Priority"
          name="priority"
          value={used.priority ?? ''}
          options={REPORT_PRIORITIES}
          labels={PRIORITY_LABELS}
        />
        <FilterSelect
          label="Assigned to"
          name="assignee"
          value={used.assignee === null ? '' : String(used.assignee)}
          options={['me', 'none', ...staff.map((person) => String(person.id))]}
          labels={{
            me: 'Me',
            none: 'Nobody',
            ...Object.fromEntries(staff.map((person) => [String(person.id), person.name?.trim() || person.email])),
          }}
        />
        {listParams.get('sort') ? <input type="hidden" name="sort" value={listParams.get('sort')!} /> : null}
        <FilterActions base={base} />
      </form>
      <section className="cpanel-tool__section" aria-labelledby="reports-heading">
        <h2 id="reports-heading">
          {countWords(list.total, filtered)}
          {list.pages > 1 ? ` (page ${used.page} of ${list.pages})` : ''}
        </h2>
        {list.rows.length === 0 ? (
          <EmptyState
            title={
              list.total ? 'No report on this page.' : filtered ? 'No report matches this filter.' : 'No report yet.'
            }
          >
            {list.total ? (
              <a href={base}>Back to the first page</a>
            ) : filtered ? (
              <>
                <a href={base}>Clear the filter</a> to see every report.
              </>
            ) : (
              'Reports sent with “Report a problem” at the foot of every page arrive here; nothing to do until then.'
            )}
          </EmptyState>
        ) : (
          <ToolTable
            sorting={{ base, params: listParams, order: used }}
            columns={[
              'Report',
              { label: 'Status', sort: 'status' },
              { label: 'Priority', sort: 'priority' },
              'Page',
              'Reported by',
              'Assigned to',
              { label: 'Sent', sort: 'sent' },
            ]}
            caption="Problem reports"
          >
            {list.rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <a href={`${base}?report=${row.id}`}>
                    #{row.id} {summary(row.description)}
                  </a>
                  {row.comments ? <span className="cpanel-tool__hint"> · {row.comments} comments</span> : null}
                </td>
                <td>{STATUS_LABELS[row.status]}</td>
                <td>{PRIORITY_LABELS[row.priority]}</td>
                <td>{row.page ?? '—'}</td>
                <td>{row.reporter ?? 'A visitor'}</td>
                <td>{row.assignee ?? 'Nobody'}</td>
                <td>{formatDateTime(row.createdAt, timeZone, 'medium')}</td>
              </tr>
            ))}
          </ToolTable>
        )}
        <ListPages what="reports" page={used.page} pages={list.pages} base={base} params={listParams} />
      </section>
    </>
  )
}

function countWords(total: number, filtered: boolean) {
  if (!filtered) return total === 1 ? 'One report' : `${total} reports`
  return total === 1 ? 'One report matches' : `${total} reports match`
}

function summary(description: string) {
  return description.length > 80 ? `${description.slice(0, 77).trimEnd()}…` : description
}

function ReportPage({ report, staff }: { report: ProblemReport; staff: Pick<User, 'id' | 'name' | 'email'>[] }) {
  const timeZone = config().TIMEZONE
  const assignee = typeof report.assignee === 'object' && report.assignee ? report.assignee.id : report.assignee
  const duplicateOf =
    typeof report.duplicateOf === 'object' && report.duplicateOf ? report.duplicateOf.id : report.duplicateOf
  const screenshot = report.screenshot
    ? `/storage/v1/b/${SCREENSHOT_BUCKET}/o/${encodeURIComponent(report.screenshot)}?alt=media`
    : null
  return (
    <>
      <section className="cpanel-tool__section" aria-labelledby="report-heading">
        <h2 id="report-heading">
          Report #{report.id}: {STATUS_LABELS[report.status]}
        </h2>
        <p style={{ whiteSpace: 'pre-wrap' }}>{report.description}</p>
        <dl>
          <dt>Sent</dt>
          <dd>{formatDateTime(report.createdAt, timeZone, 'medium')}</dd>
          <dt>By</dt>
          <dd>
            {who(report.reporter) ?? 'A visitor who was not signed in'}
            {report.email ? ` <${report.email}>` : ' (no email: they cannot be told when it is fixed)'}
          </dd>
          <dt>Page</dt>
          <dd>{report.page ?? 'Not known'}</dd>
          <dt>Browser</dt>
          <dd>{report.browser ?? 'Not known'}</dd>
          {report.digest ? (
            <>
              <dt>Error reference</dt>
              <dd>
                <code>{report.digest}</code> (find it in the server’s log)
              </dd>
            </>
          ) : null}
          {report.fixedAt ? (
            <>
              <dt>Fixed</dt>
              <dd>{formatDateTime(report.fixedAt, timeZone, 'medium')}</dd>
            </>
          ) : null}
        </dl>
        {screenshot ? (
          <figure>
            <a href={screenshot}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a private file, served by storage to staff only */}
              <img
                src={screenshot}
                alt={`The screenshot sent with report #${report.id}`}
                style={{ maxWidth: '100%', height: 'auto' }}
              />
            </a>
            <figcaption>The screenshot they sent</figcaption>
          </figure>
        ) : null}
      </section>
      <section className="cpanel-tool__section" aria-labelledby="triage-heading">
        <h2 id="triage-heading">Triage</h2>
        <p>
          When it becomes fixed,{' '}
          {report.email ? `${report.email} is mailed once.` : 'nobody can be told: they left no email.'}
        </p>
        <ToolForm
          action={triageReportAction}
          id="triage"
          hidden={{ report: report.id }}
          submit="Save the triage"
          fields={[
            {
              name: 'status',
              label: 'Status',
              type: 'select',
              defaultValue: report.status,
              options: REPORT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
            },
            {
              name: 'duplicateOf',
              label: 'Duplicate of report number',
              type: 'text',
              defaultValue: duplicateOf ? String(duplicateOf) : '',
              hint: 'Only for a duplicate: the number of the report it repeats.',
              maxLength: 11,
            },
            {
              name: 'priority',
              label: 'Priority',
              type: 'select',
              defaultValue: report.priority,
              options: REPORT_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] })),
            },
            {
              name: 'assignee',
              label: 'Assigned to',
              type: 'select',
              defaultValue: assignee ? String(assignee) : '',
              options: [
                { value: '', label: 'Nobody' },
                ...staff.map((person) => ({ value: String(person.id), label: person.name?.trim() || person.email })),
              ],
            },
          ]}
        />
      </section>
      <section className="cpanel-tool__section" aria-labelledby="comments-heading">
        <h2 id="comments-heading">Comments</h2>
        {report.comments?.length ? (
          <ol>
            {report.comments.map((comment) => (
              <li key={comment.id}>
                <p style={{ whiteSpace: 'pre-wrap' }}>{comment.body}</p>
                <p className="cpanel-tool__hint">
                  {who(comment.author) ?? 'Someone'}, {formatDateTime(comment.at, timeZone, 'medium')}
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p>No comment yet. Note here what you found or did, for whoever looks next.</p>
        )}
        <ToolForm
          action={commentOnReportAction}
          id="comment"
          hidden={{ report: report.id }}
          submit="Add the comment"
          style="secondary"
          fields={[{ name: 'comment', label: 'Comment', type: 'textarea', maxLength: COMMENT_MAX }]}
        />
      </section>
    </>
  )
}
