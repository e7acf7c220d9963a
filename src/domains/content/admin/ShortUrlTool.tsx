import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { config } from '@/platform/config'
import {
  PagedEmptyState,
  ListPages,
  NoSuchItem,
  pageCount,
  parseListOrder,
  ToolTable,
  toolView,
  type ToolContext,
} from '@/platform/cpanel'
import { FilterProblem } from '@/platform/cpanel/Filters'
import { ToolForm, type FieldSpec } from '@/platform/cpanel/ToolForm'

import {
  HIT_DAYS,
  LINKS_PER_PAGE,
  REDIRECT_SORTS,
  redirectsPage,
  SHORT_LINK_SORTS,
  shortLinksPage,
  shortUrlOverview,
  type RedirectRow,
  type RedirectSort,
  type ShortLinkRow,
  type ShortLinkSort,
} from '../services/short-link-admin'
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
 * `/cpanel/shorturl` (decisions 059, 087): the short links with their hits
 * (the last 30 days as a small chart, today's and the total), or the redirect
 * rules (`?show=redirects`), each list sorted and paged in the address with
 * the form to add one; a link's page (`?link=`) or a rule's (`?rule=`) to
 * change it and to delete it once confirmed in words. Staff only.
 */
export async function ShortUrlTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, shortUrls, { wide: true, notices: ['deleted'] })
}

async function shortUrls({ payload, base, params, notices }: ToolContext) {
  const { links, redirects } = await shortUrlOverview(payload, new Date(), config().TIMEZONE)
  // Fixed words, not the address's: a link cannot make the tool say something else.
  const deleted = notices.get('deleted')
  const said =
    deleted === 'link' || deleted === 'rule' ? (
      <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
        {deleted === 'link' ? 'The short link was deleted, with its hits.' : 'The redirect rule was deleted.'}
      </div>
    ) : null
  const asked = (name: string) => {
    const value = params.get(name)
    return value === null ? null : /^\d{1,10}$/.test(value) ? Number(value) : 0
  }
  const linkId = asked('link')
  if (linkId !== null) {
    const link = links.find((row) => row.id === linkId)
    return link ? (
      <ShortLinkPage link={link} base={base} confirmDelete={params.has('delete')} />
    ) : (
      <NoSuchItem back={base} backLabel="Back to the short links">
        There is no such short link: it may have been deleted.
      </NoSuchItem>
    )
  }
  const ruleId = asked('rule')
  if (ruleId !== null) {
    const rule = redirects.find((row) => row.id === ruleId)
    return rule ? (
      <RedirectPage rule={rule} base={base} confirmDelete={params.has('delete')} />
    ) : (
      <NoSuchItem back={`${base}?show=redirects`} backLabel="Back to the redirect rules">
        There is no such redirect rule: it may have been deleted.
      </NoSuchItem>
    )
  }
  const showRedirects = params.get('show') === 'redirects'
  const lists = (
    <nav aria-label="Short links or redirect rules" className="cpanel-tool__pages">
      <a href={base} aria-current={showRedirects ? undefined : 'page'}>
        {showRedirects ? `Short links (${links.length})` : <strong>Short links ({links.length})</strong>}
      </a>
      <a href={`${base}?show=redirects`} aria-current={showRedirects ? 'page' : undefined}>
        {showRedirects ? <strong>Redirect rules ({redirects.length})</strong> : `Redirect rules (${redirects.length})`}
      </a>
    </nav>
  )
  if (showRedirects) {
    const { order, problems } = parseListOrder<RedirectSort>(params, REDIRECT_SORTS, { sort: 'from', direction: 'asc' })
    const found = redirectsPage(redirects, order)
    const pages = pageCount(found.count, LINKS_PER_PAGE)
    return (
      <>
        {said}
        {lists}
        {problems.length ? <FilterProblem problems={problems} what="redirect rule" /> : null}
        <section className="cpanel-tool__section" aria-labelledby="redirects-heading">
          <h2 id="redirects-heading">Redirect rules{pages > 1 ? ` (page ${order.page} of ${pages})` : ''}</h2>
          <p>
            A redirect rule sends a visitor from a page that moved to its new address: 301 when it moved for good
            (search engines follow), 302 for now. A rule past its last day is ignored. Open one to change or delete it.
          </p>
          {found.rows.length === 0 ? (
            <PagedEmptyState title="No redirect rule" count={found.count} firstPage={`${base}?show=redirects`}>
              When a page moves, add a rule below so old links and search engines find its new address.
            </PagedEmptyState>
          ) : (
            <ToolTable
              caption="Redirect rules"
              sorting={{ base, params, order }}
              columns={[
                { label: 'From', sort: 'from' },
                { label: 'To', sort: 'to' },
                { label: 'Kind', sort: 'kind' },
                { label: 'Last day', sort: 'ends' },
              ]}
            >
              {found.rows.map((rule) => (
                <tr key={rule.id}>
                  <td>
                    <a href={`${base}?rule=${rule.id}`}>{rule.from}</a>
                  </td>
                  <td style={{ overflowWrap: 'anywhere' }}>{rule.to}</td>
                  <td>{rule.status}</td>
                  <td>{rule.endsOn ? `${rule.endsOn}${rule.expired ? ' (ended)' : ''}` : 'None'}</td>
                </tr>
              ))}
            </ToolTable>
          )}
          <ListPages what="redirect rules" page={order.page} pages={pages} base={base} params={params} />
          <h3 id="add-redirect">Add a redirect rule</h3>
          <ToolForm id="new-redirect" action={saveRedirectAction} fields={redirectFields()} submit="Add the redirect" />
        </section>
      </>
    )
  }
  const { order, problems } = parseListOrder<ShortLinkSort>(params, SHORT_LINK_SORTS, {
    sort: 'code',
    direction: 'asc',
  })
  const found = shortLinksPage(links, order)
  const pages = pageCount(found.count, LINKS_PER_PAGE)
  return (
    <>
      {said}
      {lists}
      {problems.length ? <FilterProblem problems={problems} what="short link" /> : null}
      <section className="cpanel-tool__section" aria-labelledby="short-links-heading">
        <h2 id="short-links-heading">Short links{pages > 1 ? ` (page ${order.page} of ${pages})` : ''}</h2>
        <p>
          A short link answers at /{'{code}'} and sends the visitor on with a 302, counting each visit by day. A code
          never takes a page’s or a tool’s address, and never sends to another short link or redirect. Open one to
          change or delete it.
        </p>
        {found.rows.length === 0 ? (
          <PagedEmptyState title="No short link" count={found.count} firstPage={base}>
            {'Add one below for a poster or a mailing: a short code, such as spring-show, that sends to a page.'}
          </PagedEmptyState>
        ) : (
          <ToolTable
            caption="Short links with their hits"
            sorting={{ base, params, order }}
            columns={[
              { label: 'Short link', sort: 'code' },
              { label: 'Sends to', sort: 'target' },
              `Last ${HIT_DAYS} days`,
              { label: 'Today', sort: 'today' },
              { label: 'In all', sort: 'total' },
            ]}
          >
            {found.rows.map((link) => (
              <tr key={link.id} data-link={link.code}>
                <td>
                  <a href={`${base}?link=${link.id}`}>/{link.code}</a>
                  {link.note ? <div className="cpanel-tool__muted">{link.note}</div> : null}
                </td>
                <td style={{ overflowWrap: 'anywhere' }}>{link.target}</td>
                <td>
                  <HitsChart link={link} />
                </td>
                <td data-hits-today>{link.today}</td>
                <td data-hits-total>{link.total}</td>
              </tr>
            ))}
          </ToolTable>
        )}
        <ListPages what="short links" page={order.page} pages={pages} base={base} params={params} />
        <h3 id="add-short-link">Add a short link</h3>
        <ToolForm id="new-link" action={saveShortLinkAction} fields={linkFields()} submit="Add the short link" />
      </section>
    </>
  )
}

function ShortLinkPage({ link, base, confirmDelete }: { link: ShortLinkRow; base: string; confirmDelete: boolean }) {
  const page = `${base}?link=${link.id}`
  return (
    <>
      <section className="cpanel-tool__section" aria-labelledby="link-heading">
        <h2 id="link-heading">/{link.code}</h2>
        <p>
          Sends to {link.target}
          {link.madeBy ? `, made by ${link.madeBy}` : ''}. <a href={`/${link.code}`}>Follow it</a> ·{' '}
          <a href={base}>Back to the short links</a>
        </p>
        <p>
          <HitsChart link={link} /> Today: <span data-hits-today>{link.today}</span>, in all:{' '}
          <span data-hits-total>{link.total}</span>.
        </p>
        <ToolForm
          id={`link-${link.id}`}
          action={saveShortLinkAction}
          hidden={{ link: link.id }}
          fields={linkFields(link)}
          submit="Save the short link"
        />
      </section>
      <section className="cpanel-tool__section" aria-labelledby="delete-heading">
        <h2 id="delete-heading">Delete</h2>
        {confirmDelete ? (
          <div className="cpanel-tool__confirm">
            <p>
              <strong>
                This will delete /{link.code} for good, with its {link.total === 1 ? 'one hit' : `${link.total} hits`}:
                from then on /{link.code} answers “not found”, also on posters and mails already sent.
              </strong>{' '}
              {link.target} itself stays as it is.
            </p>
            <div className="cpanel-tool__confirm-actions">
              <ToolForm
                id={`delete-link-${link.id}`}
                action={deleteShortLinkAction}
                hidden={{ link: link.id }}
                submit="Confirm: delete the short link"
              />
              <a href={page}>Back, change nothing</a>
            </div>
          </div>
        ) : (
          <p>
            <a href={`${page}&delete=1#delete-heading`}>Delete the short link…</a>
          </p>
        )}
      </section>
    </>
  )
}

function RedirectPage({ rule, base, confirmDelete }: { rule: RedirectRow; base: string; confirmDelete: boolean }) {
  const page = `${base}?rule=${rule.id}`
  return (
    <>
      <section className="cpanel-tool__section" aria-labelledby="rule-heading">
        <h2 id="rule-heading">Redirect from {rule.from}</h2>
        <p>
          To {rule.to} ({REDIRECT_STATUS_LABELS[rule.status]})
          {rule.endsOn ? `, through ${rule.endsOn}${rule.expired ? ' (ended)' : ''}` : ''}.{' '}
          <a href={`${base}?show=redirects`}>Back to the redirect rules</a>
        </p>
        <ToolForm
          id={`rule-${rule.id}`}
          action={saveRedirectAction}
          hidden={{ rule: rule.id }}
          fields={redirectFields(rule)}
          submit="Save the redirect"
        />
      </section>
      <section className="cpanel-tool__section" aria-labelledby="delete-heading">
        <h2 id="delete-heading">Delete</h2>
        {confirmDelete ? (
          <div className="cpanel-tool__confirm">
            <p>
              <strong>
                This will delete the redirect from {rule.from} for good: from then on {rule.from} answers “not found”
                unless a page takes that address.
              </strong>{' '}
              {rule.to} itself stays as it is.
            </p>
            <div className="cpanel-tool__confirm-actions">
              <ToolForm
                id={`delete-rule-${rule.id}`}
                action={deleteRedirectAction}
                hidden={{ rule: rule.id }}
                submit="Confirm: delete the redirect"
              />
              <a href={page}>Back, change nothing</a>
            </div>
          </div>
        ) : (
          <p>
            <a href={`${page}&delete=1#delete-heading`}>Delete the redirect…</a>
          </p>
        )}
      </section>
    </>
  )
}
