import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { ToolFrame } from '@/platform/cpanel'
import { ToolForm, type FieldSpec } from '@/platform/cpanel/ToolForm'
import { ToolTable } from '@/platform/cpanel/ToolTable'
import { config } from '@/platform/config'

import { HIT_DAYS, shortUrlOverview, type RedirectRow, type ShortLinkRow } from '../services/short-link-admin'
import { REDIRECT_STATUS_LABELS, REDIRECT_STATUSES } from '../services/short-link-rules'
import {
  deleteRedirectAction,
  deleteShortLinkAction,
  saveRedirectAction,
  saveShortLinkAction,
} from './short-url-actions'
import { SHORT_URL_TOOL as tool } from './tools'

const linkFields = (link?: ShortLinkRow): FieldSpec[] => [
  {
    name: 'code',
    label: 'Code',
    type: 'text',
    maxLength: 60,
    hint: 'The address is /{code}: lower-case letters, digits and hyphens, such as spring-show.',
    defaultValue: link?.code,
  },
  {
    name: 'target',
    label: 'Sends to',
    type: 'text',
    hint: 'A path of this site (/artists) or an address elsewhere (https://…).',
    defaultValue: link?.target,
  },
  { name: 'note', label: 'Note (for staff)', type: 'textarea', maxLength: 500, defaultValue: link?.note },
]

const redirectFields = (rule?: RedirectRow): FieldSpec[] => [
  {
    name: 'from',
    label: 'From (the exact path that moved)',
    type: 'text',
    hint: 'Such as /old-exhibition.',
    defaultValue: rule?.from,
  },
  {
    name: 'to',
    label: 'To',
    type: 'text',
    hint: 'A path of this site (/artists) or an address elsewhere (https://…).',
    defaultValue: rule?.to,
  },
  {
    name: 'status',
    label: 'Kind',
    type: 'select',
    defaultValue: rule?.status ?? '301',
    options: REDIRECT_STATUSES.map((value) => ({ value, label: REDIRECT_STATUS_LABELS[value] })),
  },
  {
    name: 'endsOn',
    label: 'Last day (optional)',
    type: 'text',
    maxLength: 10,
    hint: 'Year-month-day, such as 2027-05-31: the rule is followed through that day. Empty: for good.',
    defaultValue: rule?.endsOn ?? '',
  },
]

const CHART = { width: 150, height: 32, gap: 1 }

/** A link's hits on each of the last 30 days as small bars, today's on the right. */
function HitsChart({ link }: { link: ShortLinkRow }) {
  const most = Math.max(1, ...link.days.map((day) => day.count))
  const bar = CHART.width / link.days.length
  const first = link.days[0]?.day
  const inRange = link.days.reduce((sum, day) => sum + day.count, 0)
  return (
    <svg
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      width={CHART.width}
      height={CHART.height}
      role="img"
      aria-label={`Hits per day from ${first} to today: ${inRange} in ${HIT_DAYS} days${inRange ? `, at most ${most} in a day` : ''}.`}
    >
      <line
        x1="0"
        x2={CHART.width}
        y1={CHART.height - 0.5}
        y2={CHART.height - 0.5}
        style={{ stroke: 'var(--theme-elevation-150)' }}
      />
      {link.days.map((day, index) => {
        const height = day.count === 0 ? 0 : Math.max(2, (day.count / most) * (CHART.height - 2))
        return (
          <rect
            key={day.day}
            x={index * bar + CHART.gap / 2}
            y={CHART.height - height}
            width={bar - CHART.gap}
            height={height}
            style={{ fill: 'var(--theme-success-500)' }}
          >
            <title>{`${day.day}: ${day.count}`}</title>
          </rect>
        )
      })}
    </svg>
  )
}

/**
 * `/cpanel/shorturl` (decision 059): the short links with their hits (the last
 * 30 days as a small chart, today's and the total), the redirect rules, and
 * the forms to add, change and delete them — each refusal beside its field.
 * Staff only.
 */
export async function ShortUrlTool(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseControlPanelTool(tool, req.user)) {
    return (
      <ToolFrame tool={tool} allowed={false} view={view}>
        {null}
      </ToolFrame>
    )
  }
  const { links, redirects } = await shortUrlOverview(req.payload, new Date(), config().TIMEZONE)
  return (
    <ToolFrame tool={tool} allowed view={view}>
      <section className="cpanel-tool__section" aria-labelledby="short-links-heading">
        <h2 id="short-links-heading">Short links</h2>
        <p>
          A short link answers at /{'{code}'} and sends the visitor on with a 302, counting each visit by day. A code
          never takes a page’s or a tool’s address, and never sends to another short link or redirect.
        </p>
        {links.length === 0 ? (
          <p>No short link yet.</p>
        ) : (
          <ToolTable
            caption="Short links with their hits"
            columns={['Short link', 'Sends to', `Last ${HIT_DAYS} days`, 'Today', 'In all', { hidden: 'Change' }]}
          >
            {links.map((link) => (
              <tr key={link.id} data-link={link.code}>
                <td>
                  <a href={`/${link.code}`}>/{link.code}</a>
                  {link.note ? <div className="cpanel-tool__muted">{link.note}</div> : null}
                </td>
                <td style={{ overflowWrap: 'anywhere' }}>{link.target}</td>
                <td>
                  <HitsChart link={link} />
                </td>
                <td data-hits-today>{link.today}</td>
                <td data-hits-total>{link.total}</td>
                <td>
                  <details>
                    <summary>
                      Change<span className="cpanel-tool__sr"> /{link.code}</span>
                    </summary>
                    <ToolForm
                      id={`link-${link.id}`}
                      action={saveShortLinkAction}
                      hidden={{ link: link.id }}
                      fields={linkFields(link)}
                      submit="Save"
                      srSubmit={`/${link.code}`}
                    />
                    <ToolForm
                      id={`delete-link-${link.id}`}
                      action={deleteShortLinkAction}
                      hidden={{ link: link.id }}
                      submit="Delete"
                      srSubmit={`/${link.code} and its hits`}
                      style="secondary"
                    />
                  </details>
                </td>
              </tr>
            ))}
          </ToolTable>
        )}
        <h3 id="add-short-link">Add a short link</h3>
        <ToolForm id="new-link" action={saveShortLinkAction} fields={linkFields()} submit="Add the short link" />
      </section>
      <section className="cpanel-tool__section" aria-labelledby="redirects-heading">
        <h2 id="redirects-heading">Redirect rules</h2>
        <p>
          A redirect rule sends a visitor from a page that moved to its new address: 301 when it moved for good (search
          engines follow), 302 for now. A rule past its last day is ignored.
        </p>
        {redirects.length === 0 ? (
          <p>No redirect rule yet.</p>
        ) : (
          <ToolTable caption="Redirect rules" columns={['From', 'To', 'Kind', 'Last day', { hidden: 'Change' }]}>
            {redirects.map((rule) => (
              <tr key={rule.id}>
                <td>{rule.from}</td>
                <td style={{ overflowWrap: 'anywhere' }}>{rule.to}</td>
                <td>{rule.status}</td>
                <td>{rule.endsOn ? `${rule.endsOn}${rule.expired ? ' (ended)' : ''}` : 'None'}</td>
                <td>
                  <details>
                    <summary>
                      Change<span className="cpanel-tool__sr"> the redirect from {rule.from}</span>
                    </summary>
                    <ToolForm
                      id={`rule-${rule.id}`}
                      action={saveRedirectAction}
                      hidden={{ rule: rule.id }}
                      fields={redirectFields(rule)}
                      submit="Save"
                      srSubmit={`the redirect from ${rule.from}`}
                    />
                    <ToolForm
                      id={`delete-rule-${rule.id}`}
                      action={deleteRedirectAction}
                      hidden={{ rule: rule.id }}
                      submit="Delete"
                      srSubmit={`the redirect from ${rule.from}`}
                      style="secondary"
                    />
                  </details>
                </td>
              </tr>
            ))}
          </ToolTable>
        )}
        <h3 id="add-redirect">Add a redirect rule</h3>
        <ToolForm id="new-redirect" action={saveRedirectAction} fields={redirectFields()} submit="Add the redirect" />
      </section>
    </ToolFrame>
  )
}
