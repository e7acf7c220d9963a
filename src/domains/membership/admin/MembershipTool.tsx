import type { AdminViewServerProps, Payload } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { formatMoney } from '@/domains/commerce'
import { config } from '@/platform/config'
import {
  ListPages,
  EmptyState,
  NoSuchItem,
  parseListOrder,
  ToolTable,
  toolView,
  type ToolContext,
} from '@/platform/cpanel'
import { FilterActions, FilterField, FilterProblem, FilterSelect } from '@/platform/cpanel/Filters'
import { ToolForm } from '@/platform/cpanel/ToolForm'

import { formatCalendarDate, formatDateTime, organisationDate } from '@/platform/calendar'
import {
  findMembers,
  MEMBER_ORDER,
  MEMBER_SORTS,
  MEMBER_STATUS_LABELS,
  MEMBER_STATUSES,
  MEMBERS_PER_PAGE,
  membersQuery,
  type MemberSort,
  parseMembersFilter,
  type MemberRow,
  type MembersFilter,
} from '../services/member-list'
import { amountField, planList, type PlanListRow } from '../services/plan-admin'
import { findPeople, memberDetail, type StaffMembership } from '../services/staff-member-page'
import {
  AUDIENCE_LABELS,
  AUDIENCES,
  MEMBERSHIP_STATE_LABELS,
  TERM_LENGTH_LABELS,
  TERM_LENGTHS,
  TERM_SOURCE_LABELS,
  TERM_STATE_LABELS,
} from '../services/vocabulary'
import { cancelAction, extendAction, freeTermAction, planStatusAction, savePlanAction } from './actions'
import { ManualPaymentForm } from './ManualPaymentForm'
import { MEMBERSHIP_TOOL as tool } from './tools'

const VIEWS = { members: 'Members', plans: 'Plans' } as const
type View = keyof typeof VIEWS

/** A calendar date of the organisation, in words. */
const day = (date: string | null) => (date ? formatCalendarDate(date, 'medium') : '—')
const when = (iso: string) => formatDateTime(iso, config().TIMEZONE, 'medium')
const money = (minor: number | null, currency: string | null) =>
  minor === null ? '—' : formatMoney({ minor, currency: currency ?? config().CURRENCY })

const ROLE_LABELS: Record<string, string> = { '': 'None', artist: 'Artist', artlover: 'Art lover' }
const ROLE_NAMES: Record<string, string> = { ...ROLE_LABELS, staff: 'Staff', admin: 'Administrator' }

/**
 * `/cpanel/membershiper` (decisions 048, 087): the members, found by plan,
 * audience, state, end and words and sorted by any column (all in the
 * address, so a view can be bookmarked and exported as it is); a member's
 * page (`?member={person}`) with their terms, events, payments and mail and
 * what staff may do, a cancellation confirmed in words; the plans, each with
 * its page (`?show=plans&plan=`) to change it and to retire it, confirmed.
 * Staff only.
 */
export async function MembershipTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, membership, { wide: true })
}

function membership({ payload, base, params }: ToolContext) {
  const admin = payload.config.routes.admin
  const member = Number(params.get('member'))
  const shown: View = params.get('show') === 'plans' ? 'plans' : 'members'
  const today = organisationDate(new Date(), config().TIMEZONE)
  return (
    <>
      <nav aria-label="Membership views" className="cpanel-tool__pages">
        {(Object.keys(VIEWS) as View[]).map((name) => (
          <a key={name} href={`${base}?show=${name}`} aria-current={name === shown && !member ? 'page' : undefined}>
            {name === shown && !member ? <strong>{VIEWS[name]}</strong> : VIEWS[name]}
          </a>
        ))}
      </nav>
      {Number.isSafeInteger(member) && member > 0 ? (
        <MemberView payload={payload} person={member} base={base} admin={admin} today={today} params={params} />
      ) : shown === 'plans' ? (
        <PlansView payload={payload} params={params} base={base} />
      ) : (
        <MembersView payload={payload} params={params} base={base} today={today} />
      )}
    </>
  )
}

async function MembersView({
  payload,
  params,
  base,
  today,
}: {
  payload: Payload
  params: URLSearchParams
  base: string
  today: string
}) {
  const parsed = parseMembersFilter(params)
  const filter: MembersFilter = parsed.ok ? parsed.value : { page: 1 }
  const sorted = parseListOrder<MemberSort>(params, MEMBER_SORTS, MEMBER_ORDER)
  const order = sorted.order
  const problems = [...(parsed.ok ? [] : parsed.problems), ...sorted.problems]
  const find = params.get('find')?.trim().slice(0, 200) ?? ''
  const [found, plans, people] = await Promise.all([
    findMembers(payload, filter, today, order),
    planList(payload),
    find ? findPeople(payload, find) : Promise.resolve([]),
  ])
  const pages = Math.max(1, Math.ceil(found.count / MEMBERS_PER_PAGE))
  const query = membersQuery(filter)
  return (
    <>
      {problems.length ? <FilterProblem problems={problems} what="member" /> : null}
      <section className="cpanel-tool__section" aria-labelledby="members-filter-heading">
        <h2 id="members-filter-heading">Find members</h2>
        <form method="get" action={base} className="cpanel-tool__filters">
          {params.get('sort') ? <input type="hidden" name="sort" value={params.get('sort')!} /> : null}
          <FilterSelect
            label="Plan"
            name="plan"
            value={filter.plan ? String(filter.plan) : undefined}
            options={plans.map((plan) => String(plan.id))}
            labels={Object.fromEntries(
              plans.map((plan) => [String(plan.id), plan.status === 'active' ? plan.name : `${plan.name} (retired)`]),
            )}
          />
          <FilterSelect
            label="Audience"
            name="audience"
            value={filter.audience}
            options={AUDIENCES}
            labels={AUDIENCE_LABELS}
          />
          <FilterSelect
            label="Status"
            name="status"
            value={filter.status}
            options={MEMBER_STATUSES}
            labels={MEMBER_STATUS_LABELS}
          />
          <FilterField
            label="Ends within (days)"
            name="within"
            value={filter.within === undefined ? undefined : String(filter.within)}
            inputMode="numeric"
          />
          <FilterField label="Name or email" name="search" value={filter.search} />
          <FilterActions base={base} />
        </form>
      </section>

      <section className="cpanel-tool__section" aria-labelledby="members-heading">
        <h2 id="members-heading">
          {found.count === 1 ? 'One membership' : `${found.count} memberships`}
          {pages > 1 ? ` (page ${filter.page} of ${pages})` : ''}
        </h2>
        <p>{MEMBER_STATUSES.map((status) => `${MEMBER_STATUS_LABELS[status]}: ${found.counts[status]}`).join(' · ')}</p>
        <p>
          <a href={`/api/membership/export${query ? `?${query}` : ''}`} download>
            Export these members (CSV)
          </a>
        </p>
        {found.rows.length === 0 ? (
          <EmptyState title={found.count || query ? 'No membership matches.' : 'No membership yet.'}>
            {query ? (
              <>
                Loosen the filter, or <a href={base}>show every membership</a>.
              </>
            ) : (
              'A membership shows here once a term is bought or given: find a person below to give them one.'
            )}
          </EmptyState>
        ) : (
          <ToolTable
            caption="Memberships"
            sorting={{ base, params, order }}
            columns={[
              { label: 'Member', sort: 'member' },
              { label: 'Audience', sort: 'audience' },
              { label: 'Plan', sort: 'plan' },
              { label: 'Status', sort: 'status' },
              { label: 'Member since', sort: 'since' },
              { label: 'Ends on', sort: 'ends' },
            ]}
          >
            {found.rows.map((row) => (
              <MemberLine key={row.membership} row={row} base={base} />
            ))}
          </ToolTable>
        )}
        <ListPages what="members" page={filter.page} pages={pages} base={base} params={params} />
      </section>

      <section className="cpanel-tool__section" aria-labelledby="people-heading">
        <h2 id="people-heading">Anyone, member or not</h2>
        <p>Find a person to open their page: give them a free term or record their payment by hand.</p>
        <form method="get" action={base} className="cpanel-tool__filters">
          <FilterField label="Person’s name or email" name="find" value={find} />
          <div className="cpanel-tool__filter-actions">
            <button type="submit" className="btn btn--style-primary btn--size-small">
              Find person
            </button>
          </div>
        </form>
        {find ? (
          people.length ? (
            <ul>
              {people.map((person) => (
                <li key={person.id}>
                  <a href={`${base}?member=${person.id}`}>{person.name || person.email}</a>{' '}
                  <small>{person.email}</small>
                </li>
              ))}
            </ul>
          ) : (
            <p>No one is called “{find}”.</p>
          )
        ) : null}
      </section>
    </>
  )
}

function MemberLine({ row, base }: { row: MemberRow; base: string }) {
  return (
    <tr>
      <td>
        <a href={`${base}?member=${row.person}`}>{row.name || row.email}</a>
        <br />
        <small>{row.email}</small>
      </td>
      <td>{AUDIENCE_LABELS[row.audience]}</td>
      <td>{row.planName ?? '—'}</td>
      <td>
        {MEMBERSHIP_STATE_LABELS[row.state]}
        {row.cancelled ? (
          <>
            <br />
            <small>Cancelled</small>
          </>
        ) : null}
      </td>
      <td>{day(row.startedOn)}</td>
      <td>{day(row.endsOn)}</td>
    </tr>
  )
}

async function MemberView({
  payload,
  person,
  base,
  admin,
  today,
  params,
}: {
  payload: Payload
  person: number
  base: string
  admin: string
  today: string
  params: URLSearchParams
}) {
  const [detail, plans] = await Promise.all([memberDetail(payload, person, today), planList(payload)])
  if (!detail) {
    return (
      <NoSuchItem back={base} backLabel="Back to the members">
        There is no such person.
      </NoSuchItem>
    )
  }
  const offered = plans.filter((plan) => plan.status === 'active')
  const who = detail.person.name || detail.person.email
  const planOptions = offered.map((plan) => ({
    value: String(plan.id),
    label: `${plan.name} (${AUDIENCE_LABELS[plan.audience]}, ${money(plan.priceMinor, plan.currency)})`,
  }))
  const justCancelled = detail.memberships.find(
    (membership) => membership.cancelled && String(membership.id) === params.get('cancelled'),
  )
  return (
    <>
      {justCancelled ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          The {AUDIENCE_LABELS[justCancelled.audience]} membership of {who} is cancelled: it ends on{' '}
          {day(justCancelled.endsOn)}, with no grace period. Nothing was refunded.
        </div>
      ) : null}
      <section className="cpanel-tool__section" aria-labelledby="person-heading">
        <h2 id="person-heading">{who}</h2>
        <dl className="cpanel-tool__totals">
          <div>
            <dt>Email</dt>
            <dd>{detail.person.email}</dd>
          </div>
          <div>
            <dt>Roles</dt>
            <dd>{detail.person.roles.map((role) => ROLE_NAMES[role] ?? role).join(', ') || 'None'}</dd>
          </div>
        </dl>
        <p>
          <a href={`${admin}/collections/users/${detail.person.id}`}>The account of {who}</a> ·{' '}
          <a href={base}>Back to the members</a>
        </p>
      </section>

      {detail.memberships.length === 0 ? (
        <section className="cpanel-tool__section" aria-labelledby="memberships-heading">
          <h2 id="memberships-heading">Memberships</h2>
          <p>{who} has no membership yet.</p>
        </section>
      ) : (
        detail.memberships.map((membership) => (
          <MembershipSection
            key={membership.id}
            membership={membership}
            admin={admin}
            base={base}
            person={detail.person}
            cancelling={String(membership.id) === params.get('cancel')}
          />
        ))
      )}

      <section className="cpanel-tool__section" aria-labelledby="free-heading">
        <h2 id="free-heading">Give a free term</h2>
        <p>
          One term of the plan, following any term in force; or, with an end date, a term to that day. The plan’s role
          is granted as for a paid term, and the term says who gave it.
        </p>
        {planOptions.length ? (
          <ToolForm
            id="free"
            action={freeTermAction}
            hidden={{ person: detail.person.id }}
            submit="Give the free term"
            fields={[
              { name: 'plan', label: 'Plan', type: 'select', options: planOptions },
              {
                name: 'endsOn',
                label: 'Ends on (optional)',
                type: 'text',
                maxLength: 10,
                hint: 'YYYY-MM-DD; leave empty for one term of the plan.',
              },
              { name: 'reason', label: 'Reason', type: 'text', maxLength: 300, hint: 'Kept on the term.' },
            ]}
          />
        ) : (
          <p>No plan is offered: make one under Plans first.</p>
        )}
      </section>

      <section className="cpanel-tool__section" aria-labelledby="manual-heading">
        <h2 id="manual-heading">Record a payment by hand</h2>
        <p>
          A cheque, cash or a bank transfer for a plan: an order is made for {who} and paid, and the term starts exactly
          as when paid online.
        </p>
        {planOptions.length ? (
          <ManualPaymentForm person={detail.person.id} plans={offered} />
        ) : (
          <p>No plan is offered: make one under Plans first.</p>
        )}
      </section>

      <section className="cpanel-tool__section" aria-labelledby="events-heading">
        <h2 id="events-heading">What happened</h2>
        {detail.events.length === 0 ? (
          <p>Nothing yet.</p>
        ) : (
          <ToolTable columns={['When', 'Membership', 'What', 'Detail']}>
            {detail.events.map((event) => (
              <tr key={event.id}>
                <td>{when(event.createdAt)}</td>
                <td>{AUDIENCE_LABELS[event.audience]}</td>
                <td>{EVENT_LABELS[event.kind] ?? event.kind}</td>
                <td>{event.detail ?? ''}</td>
              </tr>
            ))}
          </ToolTable>
        )}
        {detail.staffChanges.length ? (
          <>
            <h3>Done by staff</h3>
            <ul>
              {detail.staffChanges.map((change) => (
                <li key={change.id}>
                  {when(change.createdAt)}: {STAFF_ACTION_LABELS[change.action] ?? change.action} by{' '}
                  {change.by ?? 'someone since removed'}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section className="cpanel-tool__section" aria-labelledby="payments-heading">
        <h2 id="payments-heading">Membership payments</h2>
        {detail.payments.length === 0 ? (
          <p>No order with a membership.</p>
        ) : (
          <ToolTable columns={['Date', 'Order', 'What', 'Status', 'Total']}>
            {detail.payments.map((order) => (
              <tr key={order.id}>
                <td>{when(order.createdAt)}</td>
                <td>
                  <a href={`${admin}/collections/orders/${order.id}`}>{order.number}</a>
                </td>
                <td>{order.lines}</td>
                <td>{order.status}</td>
                <td className="cpanel-tool__number">{money(order.totalMinor, order.currency)}</td>
              </tr>
            ))}
          </ToolTable>
        )}
        <p>
          <a href={`${admin}/stripetrans?person=${encodeURIComponent(detail.person.email)}`}>
            Every payment of {who}, to refund one
          </a>
        </p>
      </section>

      <section className="cpanel-tool__section" aria-labelledby="mails-heading">
        <h2 id="mails-heading">Mail sent to {who}</h2>
        {detail.mails.length === 0 ? (
          <p>No mail in the outbox.</p>
        ) : (
          <ul>
            {detail.mails.map((mail) => (
              <li key={mail.id}>
                {when(mail.createdAt)}: <a href={`${admin}/collections/outbox/${mail.id}`}>{mail.subject}</a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

const EVENT_LABELS: Record<string, string> = {
  joined: 'Joined',
  renewed: 'Renewed',
  'free-term': 'Free term from staff',
  'plan-changed': 'Changed plan',
  cancelled: 'Cancelled',
  grace: 'Into the grace period',
  expired: 'Expired',
  'role-granted': 'Role granted',
  'role-removed': 'Role taken back',
  'reminder-due': 'Renewal reminder due',
}

const STAFF_ACTION_LABELS: Record<string, string> = {
  'membership.free-term': 'Free term given',
  'membership.extend': 'Term extended',
  'membership.cancel': 'Membership cancelled',
  'membership.manual-payment': 'Payment recorded by hand',
}

function MembershipSection({
  membership,
  admin,
  base,
  person,
  cancelling,
}: {
  membership: StaffMembership
  admin: string
  base: string
  person: { id: number; name: string | null; email: string }
  /** The cancellation was asked for (`?cancel=`): the page says what it does, with Confirm and Back. */
  cancelling: boolean
}) {
  const id = `membership-${membership.id}`
  const email = person.email
  const who = person.name || person.email
  const page = `${base}?member=${person.id}`
  const latest = membership.terms[0]
  return (
    <section className="cpanel-tool__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        {AUDIENCE_LABELS[membership.audience]} membership: {MEMBERSHIP_STATE_LABELS[membership.state]}
        {membership.cancelled ? ', cancelled' : ''}
      </h2>
      <p>
        {membership.planName ? `${membership.planName}. ` : ''}
        {membership.endsOn ? `Ends on ${day(membership.endsOn)}` : 'No term yet'}
        {membership.graceEndsOn && membership.graceEndsOn !== membership.endsOn
          ? `, benefits kept to ${day(membership.graceEndsOn)}`
          : ''}
        {membership.roleGranted ? `. Grants the ${ROLE_LABELS[membership.roleGranted]} role.` : '.'}
      </p>
      <ToolTable
        columns={['Plan', 'Starts', 'Ends', 'Status', 'How it came', 'Paid']}
        caption={`Terms of the ${AUDIENCE_LABELS[membership.audience]} membership`}
      >
        {membership.terms.map((term) => (
          <tr key={term.id}>
            <td>{term.planName}</td>
            <td>{day(term.startsOn)}</td>
            <td>{day(term.endsOn)}</td>
            <td>
              {TERM_STATE_LABELS[term.state]}
              {term.cancelled ? ', cancelled' : ''}
            </td>
            <td>
              {TERM_SOURCE_LABELS[term.source]}
              {term.orderId ? (
                <>
                  : <a href={`${admin}/collections/orders/${term.orderId}`}>{term.orderNumber}</a>
                </>
              ) : null}
              {term.note ? (
                <>
                  <br />
                  <small>{term.note}</small>
                </>
              ) : null}
            </td>
            <td className="cpanel-tool__number">
              {money(term.paidMinor, term.currency)}
              {term.reduced ? <small> (reduced)</small> : null}
            </td>
          </tr>
        ))}
      </ToolTable>
      {latest ? (
        <>
          <h3>Extend</h3>
          <ToolForm
            id={`extend-${membership.id}`}
            action={extendAction}
            hidden={{ membership: membership.id }}
            submit="Extend the term"
            srSubmit={`of the ${AUDIENCE_LABELS[membership.audience]} membership`}
            fields={[
              {
                name: 'endsOn',
                label: `New end of the term ending ${day(latest.endsOn)}`,
                type: 'text',
                maxLength: 10,
                hint: 'YYYY-MM-DD, later than the term’s end.',
              },
            ]}
          />
        </>
      ) : null}
      {!membership.cancelled && (membership.state === 'active' || membership.state === 'grace') ? (
        <>
          <h3 id={`cancel-${membership.id}`}>Cancel</h3>
          {cancelling ? (
            <div className="cpanel-tool__confirm">
              <p>
                <strong>
                  This will cancel the {AUDIENCE_LABELS[membership.audience]} membership of {who}: the term runs out on{' '}
                  {day(membership.endsOn)} with no grace period
                  {membership.roleGranted ? `, and the ${ROLE_LABELS[membership.roleGranted]} role goes with it` : ''}.
                </strong>{' '}
                Nothing is refunded here —{' '}
                <a href={`${admin}/stripetrans?person=${encodeURIComponent(email)}`}>refund a payment under Payments</a>
                .
              </p>
              <div className="cpanel-tool__confirm-actions">
                <ToolForm
                  id={`cancel-${membership.id}-confirmed`}
                  action={cancelAction}
                  hidden={{ membership: membership.id, person: person.id }}
                  submit="Confirm the cancellation"
                  srSubmit={`of the ${AUDIENCE_LABELS[membership.audience]} membership`}
                  fields={[
                    {
                      name: 'reason',
                      label: 'Reason for cancelling (optional)',
                      type: 'text',
                      maxLength: 300,
                      hint: 'Kept with the cancellation.',
                    },
                  ]}
                />
                <a href={page}>Back, change nothing</a>
              </div>
            </div>
          ) : (
            <p>
              <a href={`${page}&cancel=${membership.id}#cancel-${membership.id}`}>
                Cancel the membership…
                <span className="cpanel-tool__sr"> ({AUDIENCE_LABELS[membership.audience]})</span>
              </a>
            </p>
          )}
        </>
      ) : null}
    </section>
  )
}

async function PlansView({ payload, params, base }: { payload: Payload; params: URLSearchParams; base: string }) {
  const plans = await planList(payload)
  const editing = plans.find((plan) => String(plan.id) === params.get('plan'))
  const currency = config().CURRENCY
  const plansPage = `${base}?show=plans`
  if (params.get('plan') && !editing) {
    return (
      <NoSuchItem back={plansPage} backLabel="Back to the plans">
        There is no such plan.
      </NoSuchItem>
    )
  }
  return (
    <>
      {editing ? (
        <PlanStatus plan={editing} params={params} plansPage={plansPage} />
      ) : (
        <section className="cpanel-tool__section" aria-labelledby="plans-heading">
          <h2 id="plans-heading">Plans</h2>
          <p>
            A price change reaches new orders only: an order keeps the price it was made at. A retired plan is sold no
            more; its members’ terms run out as bought. Open a plan to change or retire it.
          </p>
          {plans.length === 0 ? (
            <EmptyState title="No plan yet.">
              Make the first one below: people can join once a plan is offered.
            </EmptyState>
          ) : (
            <ToolTable caption="Plans" columns={['Plan', 'Audience', 'Price', 'Reduced', 'Term', 'Members', 'Status']}>
              {plans.map((plan) => (
                <PlanLine key={plan.id} plan={plan} plansPage={plansPage} />
              ))}
            </ToolTable>
          )}
        </section>
      )}
      <section className="cpanel-tool__section" aria-labelledby="plan-form-heading">
        <h2 id="plan-form-heading">{editing ? `Change the ${editing.name} plan` : 'A new plan'}</h2>
        <ToolForm
          key={editing?.id ?? 'new'}
          id="plan"
          action={savePlanAction}
          hidden={editing ? { plan: editing.id } : {}}
          submit={editing ? 'Save the plan' : 'Make the plan'}
          fields={[
            { name: 'name', label: 'Name', type: 'text', maxLength: 80, defaultValue: editing?.name },
            {
              name: 'slug',
              label: 'Slug',
              type: 'text',
              maxLength: 40,
              defaultValue: editing?.slug,
              hint: 'Lower-case letters and digits: the page is /{slug}membership, e.g. “artlover”.',
            },
            {
              name: 'audience',
              label: 'Audience',
              type: 'select',
              defaultValue: editing?.audience ?? 'artlover',
              options: AUDIENCES.map((value) => ({ value, label: AUDIENCE_LABELS[value] })),
            },
            {
              name: 'price',
              label: `Price (${currency})`,
              type: 'text',
              maxLength: 20,
              defaultValue: amountField(editing?.priceMinor, currency),
            },
            {
              name: 'reducedPrice',
              label: `Reduced price (${currency}, optional)`,
              type: 'text',
              maxLength: 20,
              defaultValue: amountField(editing?.reducedPriceMinor, currency),
            },
            {
              name: 'reducedFor',
              label: 'Who qualifies for the reduced price',
              type: 'text',
              maxLength: 120,
              defaultValue: editing?.reducedFor ?? '',
              hint: 'Such as “Students and seniors”; the buyer states they qualify.',
            },
            {
              name: 'term',
              label: 'Term',
              type: 'select',
              defaultValue: editing?.term ?? 'twelve-months',
              options: TERM_LENGTHS.map((value) => ({ value, label: TERM_LENGTH_LABELS[value] })),
            },
            {
              name: 'graceDays',
              label: 'Grace period (days)',
              type: 'text',
              maxLength: 3,
              defaultValue: String(editing?.graceDays ?? 30),
            },
            {
              name: 'benefits',
              label: 'Benefits',
              type: 'textarea',
              maxLength: 4100,
              defaultValue: editing?.benefits.join('\n') ?? '',
              hint: 'One a line.',
            },
            {
              name: 'grantsRole',
              label: 'Role it grants',
              type: 'select',
              defaultValue: editing?.grantsRole ?? '',
              options: ['', 'artlover', 'artist'].map((value) => ({ value, label: ROLE_LABELS[value]! })),
              hint: 'Held while a term is active or in its grace period.',
            },
            {
              name: 'whoFor',
              label: 'Who it is for',
              type: 'textarea',
              maxLength: 300,
              defaultValue: editing?.whoFor ?? '',
            },
            {
              name: 'position',
              label: 'Position',
              type: 'text',
              maxLength: 5,
              defaultValue: String(editing?.position ?? 0),
              hint: 'Plans are listed from the lowest position up.',
            },
          ]}
        />
      </section>
    </>
  )
}

/** A plan's page: what it is, and retiring it (confirmed in words) or offering it again. */
function PlanStatus({ plan, params, plansPage }: { plan: PlanListRow; params: URLSearchParams; plansPage: string }) {
  const retired = plan.status === 'retired'
  const page = `${plansPage}&plan=${plan.id}`
  const members =
    plan.members === 0
      ? 'no one holds a term of it'
      : plan.members === 1
        ? 'its one member keeps a term until the end as bought'
        : `its ${plan.members} members keep their terms until the end as bought`
  return (
    <section className="cpanel-tool__section" aria-labelledby="plan-heading">
      <h2 id="plan-heading">The {plan.name} plan</h2>
      {params.get('retired') && retired ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          The {plan.name} plan is retired: it is sold no more, and its members’ terms run out as bought.
        </div>
      ) : null}
      {params.get('offered') && !retired ? (
        <div role="status" className="cpanel-tool__message cpanel-tool__message--success">
          The {plan.name} plan is offered again.
        </div>
      ) : null}
      <p>
        {AUDIENCE_LABELS[plan.audience]}, {money(plan.priceMinor, plan.currency)} for{' '}
        {TERM_LENGTH_LABELS[plan.term].toLowerCase()}, at /{plan.slug}membership. {plan.members} member
        {plan.members === 1 ? '' : 's'}. {retired ? 'Retired: sold no more.' : 'Offered.'}
      </p>
      {retired ? (
        <ToolForm
          id="plan-offer"
          action={planStatusAction}
          hidden={{ plan: plan.id, status: 'active' }}
          submit="Offer the plan again"
        />
      ) : params.get('retire') ? (
        <div className="cpanel-tool__confirm">
          <p>
            <strong>
              This will stop selling the {plan.name} plan: it leaves /{plan.slug}membership and the plans people can
              join or renew at, and {members}.
            </strong>{' '}
            It can be offered again later.
          </p>
          <div className="cpanel-tool__confirm-actions">
            <ToolForm
              id="plan-retire"
              action={planStatusAction}
              hidden={{ plan: plan.id, status: 'retired' }}
              submit="Confirm: retire the plan"
            />
            <a href={page}>Back, change nothing</a>
          </div>
        </div>
      ) : (
        <p>
          <a href={`${page}&retire=1`}>Retire the plan…</a>
        </p>
      )}
      <p>
        <a href={plansPage}>Back to the plans</a>
      </p>
    </section>
  )
}

function PlanLine({ plan, plansPage }: { plan: PlanListRow; plansPage: string }) {
  return (
    <tr>
      <td>
        <a href={`${plansPage}&plan=${plan.id}`}>{plan.name}</a>
        <br />
        <small>/{plan.slug}membership</small>
      </td>
      <td>{AUDIENCE_LABELS[plan.audience]}</td>
      <td className="cpanel-tool__number">{money(plan.priceMinor, plan.currency)}</td>
      <td>
        {plan.reducedPriceMinor === null ? '—' : money(plan.reducedPriceMinor, plan.currency)}
        {plan.reducedFor ? (
          <>
            <br />
            <small>{plan.reducedFor}</small>
          </>
        ) : null}
      </td>
      <td>
        {TERM_LENGTH_LABELS[plan.term]}
        <br />
        <small>{plan.graceDays} days’ grace</small>
      </td>
      <td className="cpanel-tool__number">{plan.members}</td>
      <td>{plan.status === 'retired' ? 'Retired' : 'Offered'}</td>
    </tr>
  )
}
