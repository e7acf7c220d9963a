import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { formatMoney, latestOrdersOf } from '@/domains/commerce'
import { eventPlacesOf } from '@/domains/events'
import { membershipsOf } from '@/domains/membership'
import { registrationsOfArtist } from '@/domains/openStudios'
import { formatCalendarDate, formatDateTime, organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import {
  EmptyState,
  ListPages,
  NoSuchItem,
  parseListOrder,
  toolView,
  ToolTable,
  type ToolContext,
} from '@/platform/cpanel'
import { FilterActions, FilterProblem, FilterSelect } from '@/platform/cpanel/Filters'
import { ToolForm } from '@/platform/cpanel/ToolForm'

import {
  filledReply,
  inboxPage,
  openConversation,
  savedReplies,
  staffMembers,
  type ConversationView,
} from '../services/inbox'
import {
  DEFAULT_INBOX_ORDER,
  INBOX_SORTS,
  parseInboxFilter,
  SHOWN,
  SHOWN_LABELS,
  topicLabel,
  unreadByStaff,
  waitedFor,
} from '../services/queue'
import { MAX_TITLE, SAVED_REPLY_FIELDS } from '../services/saved-replies'
import { MAX_TEXT, TOPIC_LABELS, TOPICS } from '../services/vocabulary'
import {
  assignAction,
  noteAction,
  removeSavedReplyAction,
  replyAction,
  savedReplyAction,
  statusAction,
} from './actions'
import { LiveThread } from './LiveThread'
import { MCENTER_TOOL as tool } from './tools'

/**
 * `/cpanel/mcenter` (issue 40 §3, decision 100): the team inbox — the queue filtered, sorted and paged by
 * the address; a conversation's page (`?id=`) with its live thread, reply, saved replies, assignment,
 * notes, close/reopen and the person's context; the saved replies (`?replies=1`). Staff only, here and in
 * every action; reads and writes go through the document service's rules as the staff member.
 */
export async function TeamInboxTool(view: AdminViewServerProps) {
  return toolView(
    view,
    tool,
    mayUseControlPanelTool,
    async (context) => {
      const { params } = context
      if (params.get('replies') === '1') return <SavedRepliesPage context={context} />
      if (params.has('id')) return <ConversationPage context={context} id={params.get('id') ?? ''} />
      return <InboxList context={context} />
    },
    { wide: view.searchParams?.replies === undefined, notices: ['added', 'removed'] },
  )
}

async function InboxList({ context }: { context: ToolContext }) {
  const { payload, user, base, params } = context
  const { filter, problems: filterProblems } = parseInboxFilter(params)
  const { order, problems: orderProblems } = parseListOrder(params, INBOX_SORTS, DEFAULT_INBOX_ORDER)
  const problems = [...filterProblems, ...orderProblems]
  const used = problems.length ? parseInboxFilter(new URLSearchParams()).filter : filter
  const usedOrder = problems.length ? { ...DEFAULT_INBOX_ORDER, page: 1 } : order
  const page = await inboxPage(payload, user, used, usedOrder)
  const now = new Date()
  const zone = config().TIMEZONE
  const filtered = used.show !== 'open' || used.mine || used.topic !== null
  return (
    <>
      {problems.length ? <FilterProblem problems={problems} what="open conversation" /> : null}
      <p className="cpanel-tool__actions">
        <a href={`${base}?replies=1`}>Saved replies</a>
      </p>
      <form method="get" action={base} className="cpanel-tool__filters" aria-label="Filter the conversations">
        <FilterSelect
          label="Show"
          name="show"
          value={used.show === 'open' ? '' : used.show}
          options={SHOWN.filter((one) => one !== 'open')}
          labels={SHOWN_LABELS}
        />
        <FilterSelect
          label="Assigned to"
          name="assigned"
          value={used.mine ? 'me' : ''}
          options={['me']}
          labels={{ me: 'Me' }}
        />
        <FilterSelect label="Topic" name="topic" value={used.topic ?? ''} options={TOPICS} labels={TOPIC_LABELS} />
        {params.get('sort') ? <input type="hidden" name="sort" value={params.get('sort')!} /> : null}
        <FilterActions base={base} />
      </form>
      <section className="cpanel-tool__section" aria-labelledby="inbox-heading">
        <h2 id="inbox-heading">
          {page.total === 1 ? 'One conversation' : `${page.total} conversations`} ·{' '}
          {SHOWN_LABELS[used.show].toLowerCase()}
          {used.mine ? ', assigned to you' : ''}
          {used.topic ? `, ${TOPIC_LABELS[used.topic].toLowerCase()}` : ''}
        </h2>
        {page.rows.length === 0 ? (
          filtered ? (
            <EmptyState title="No conversation matches this filter.">
              <a href={base}>Clear the filter</a> to see every open conversation.
            </EmptyState>
          ) : (
            <EmptyState title="No open conversation.">
              When someone writes from their message centre, their conversation appears here.{' '}
              <a href={`${base}?show=closed`}>See the closed ones</a>.
            </EmptyState>
          )
        ) : (
          <ToolTable
            caption="Conversations"
            columns={[
              { label: 'Subject', sort: 'subject' },
              'From',
              'Topic',
              { label: 'Waiting', sort: 'waiting' },
              { label: 'Last message', sort: 'last' },
              'Assigned to',
            ]}
            sorting={{ base, params, order: usedOrder }}
          >
            {page.rows.map((row) => {
              const person = page.people.get(row.owner)
              const unread = unreadByStaff(row)
              return (
                <tr key={row.id}>
                  <td>
                    <a href={`${base}?id=${row.id}`}>{row.subject || '(no subject)'}</a>
                    {unread ? <span className="cpanel-tool__hint"> · unread</span> : null}
                    {row.status === 'closed' ? <span className="cpanel-tool__hint"> · closed</span> : null}
                  </td>
                  <td>{person?.name ?? `#${row.owner}`}</td>
                  <td>{topicLabel(row.topic)}</td>
                  <td>
                    {row.oldestUnansweredAt ? (
                      <span title={formatDateTime(row.oldestUnansweredAt, zone, 'medium')}>
                        {waitedFor(row.oldestUnansweredAt, now, zone)}
                      </span>
                    ) : row.waitingOn === 'them' ? (
                      'On them'
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{row.lastMessageAt ? formatDateTime(row.lastMessageAt, zone, 'medium') : '—'}</td>
                  <td>{row.assignee ? (page.people.get(row.assignee)?.name ?? `#${row.assignee}`) : 'Nobody'}</td>
                </tr>
              )
            })}
          </ToolTable>
        )}
        <ListPages what="conversations" page={usedOrder.page} pages={page.pages} base={base} params={params} />
      </section>
    </>
  )
}

async function ConversationPage({ context, id }: { context: ToolContext; id: string }) {
  const { payload, user, base, params } = context
  const now = new Date()
  const view = await openConversation(payload, user, id, now)
  if (!view)
    return (
      <NoSuchItem back={base} backLabel="Back to the inbox">
        There is no such conversation.
      </NoSuchItem>
    )
  const { conversation, messages, notes, people } = view
  const zone = config().TIMEZONE
  const person = people.get(conversation.owner)
  const [replies, staff] = await Promise.all([savedReplies(payload, user), staffMembers(payload)])
  const chosen = replies.find((reply) => reply.id === params.get('reply')) ?? null
  const filled = chosen ? filledReply(chosen, view, user as { name?: string | null }) : null
  const here = `${base}?id=${conversation.id}`
  const nameOf = (author: number) => people.get(author)?.name ?? `#${author}`
  return (
    <>
      <p>
        <a href={base}>Back to the inbox</a>
      </p>
      <h2>{conversation.subject || '(no subject)'}</h2>
      <dl className="cpanel-tool__facts">
        <dt>From</dt>
        <dd>{person ? `${person.name} (${person.email})` : `#${conversation.owner}`}</dd>
        <dt>Topic</dt>
        <dd>
          {topicLabel(conversation.topic)}
          {conversation.about ? ` · ${conversation.about.label}` : ''}
        </dd>
        <dt>Status</dt>
        <dd>
          {conversation.status === 'closed'
            ? 'Closed'
            : conversation.waitingOn === 'us'
              ? `Open, waiting on us${conversation.oldestUnansweredAt ? ` for ${waitedFor(conversation.oldestUnansweredAt, now, zone)}` : ''}`
              : conversation.waitingOn === 'them'
                ? 'Open, waiting on them'
                : 'Open'}
        </dd>
        <dt>Assigned to</dt>
        <dd>
          {conversation.assignee
            ? conversation.assignee === Number(user.id)
              ? 'You'
              : nameOf(conversation.assignee)
            : 'Nobody'}
        </dd>
      </dl>
      <div className="cpanel-tool__inbox-detail">
        <div>
          <section className="cpanel-tool__section" aria-labelledby="thread-heading">
            <h3 id="thread-heading">Messages</h3>
            <LiveThread conversation={conversation.id} />
            {messages.length === 0 ? (
              <EmptyState title="No message yet.">
                Write the first below: the person sees it in their message centre.
              </EmptyState>
            ) : (
              <ol className="cpanel-tool__thread">
                {messages.map((message) => (
                  <li key={message.id} className={`cpanel-tool__message-${message.side}`}>
                    <p className="cpanel-tool__hint">
                      {message.side === 'staff' ? `${nameOf(message.author)} (staff)` : nameOf(message.author)} ·{' '}
                      {message.sentAt ? formatDateTime(message.sentAt, zone, 'medium') : ''}
                    </p>
                    <p className="cpanel-tool__words">{message.text}</p>
                    {message.attachments.length ? (
                      <p className="cpanel-tool__hint">
                        Attached: {message.attachments.map((file) => file.name).join(', ')}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </section>
          <section className="cpanel-tool__section" aria-labelledby="reply-heading">
            <h3 id="reply-heading">Reply</h3>
            <form method="get" action={base} className="cpanel-tool__filters" aria-label="Use a saved reply">
              <input type="hidden" name="id" value={conversation.id} />
              {replies.length ? (
                <>
                  <div className="cpanel-tool__field">
                    <label htmlFor="saved-reply">Saved reply</label>
                    <select id="saved-reply" name="reply" defaultValue={chosen?.id ?? ''}>
                      <option value="">None</option>
                      {replies.map((reply) => (
                        <option key={reply.id} value={reply.id}>
                          {reply.title}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="cpanel-tool__filter-actions">
                    <button type="submit" className="btn btn--style-secondary btn--size-small">
                      Use
                    </button>
                  </div>
                </>
              ) : (
                <p className="cpanel-tool__hint">
                  No saved reply yet: <a href={`${base}?replies=1`}>add one</a> for the answers you give often.
                </p>
              )}
            </form>
            {filled && 'problem' in filled ? (
              <p role="alert" className="cpanel-tool__message cpanel-tool__message--error">
                This saved reply cannot be filled: {filled.problem}
              </p>
            ) : null}
            <ToolForm
              key={chosen?.id ?? 'none'}
              action={replyAction}
              id="reply"
              hidden={{ conversation: conversation.id }}
              fields={[
                {
                  name: 'text',
                  label: 'Your reply',
                  type: 'textarea',
                  maxLength: MAX_TEXT,
                  defaultValue: filled && 'text' in filled ? filled.text : '',
                  hint: 'The person sees it in their message centre. Text only: attachments are not sent from here yet.',
                },
              ]}
              submit="Send the reply"
            />
          </section>
          <section className="cpanel-tool__section" aria-labelledby="notes-heading">
            <h3 id="notes-heading">Notes for the team</h3>
            <p className="cpanel-tool__hint">Only staff see these: never the person.</p>
            {notes.length ? (
              <ul className="cpanel-tool__thread">
                {notes.map((note) => (
                  <li key={note.id} className="cpanel-tool__message-note">
                    <p className="cpanel-tool__hint">
                      {nameOf(note.author)} · {note.createdAt ? formatDateTime(note.createdAt, zone, 'medium') : ''}
                    </p>
                    <p className="cpanel-tool__words">{note.text}</p>
                  </li>
                ))}
              </ul>
            ) : null}
            <ToolForm
              action={noteAction}
              id="note"
              hidden={{ conversation: conversation.id }}
              fields={[{ name: 'note', label: 'A note', type: 'textarea', maxLength: MAX_TEXT }]}
              submit="Add the note"
              style="secondary"
            />
          </section>
        </div>
        <aside aria-label="Working this conversation">
          <section className="cpanel-tool__section" aria-labelledby="assign-heading">
            <h3 id="assign-heading">Assign</h3>
            <ToolForm
              action={assignAction}
              id="assign"
              hidden={{ conversation: conversation.id }}
              fields={[
                {
                  name: 'assignee',
                  label: 'Assigned to',
                  type: 'select',
                  defaultValue:
                    conversation.assignee === null
                      ? 'nobody'
                      : conversation.assignee === Number(user.id)
                        ? 'me'
                        : String(conversation.assignee),
                  options: [
                    { value: 'me', label: 'Me' },
                    { value: 'nobody', label: 'Nobody' },
                    ...staff
                      .filter((member) => member.id !== Number(user.id))
                      .map((member) => ({ value: String(member.id), label: member.name })),
                  ],
                },
              ]}
              submit="Assign"
              style="secondary"
            />
            <h3 id="status-heading">{conversation.status === 'closed' ? 'Reopen' : 'Close'}</h3>
            <ToolForm
              action={statusAction}
              id="status"
              hidden={{ conversation: conversation.id, status: conversation.status === 'closed' ? 'open' : 'closed' }}
              submit={conversation.status === 'closed' ? 'Reopen the conversation' : 'Close the conversation'}
              style="secondary"
            />
          </section>
          <PersonContext context={context} view={view} />
          <p>
            <a href={here}>Reload the conversation</a>
          </p>
        </aside>
      </div>
    </>
  )
}

async function PersonContext({ context, view }: { context: ToolContext; view: ConversationView }) {
  const { payload } = context
  const owner = view.conversation.owner
  const zone = config().TIMEZONE
  const [memberships, registrations, orders, places] = await Promise.all([
    membershipsOf(payload, owner, organisationDate(new Date(), zone)),
    registrationsOfArtist(payload, owner),
    latestOrdersOf(payload, owner),
    eventPlacesOf(payload, owner),
  ])
  return (
    <section className="cpanel-tool__section" aria-labelledby="context-heading">
      <h3 id="context-heading">About this person</h3>
      <h4>Membership</h4>
      {memberships.length ? (
        <ul>
          {memberships.map((one) => (
            <li key={one.id}>
              {one.planName ?? 'No plan'} · {one.state}
              {one.endsOn ? ` · until ${formatCalendarDate(one.endsOn, 'medium')}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="cpanel-tool__hint">Not a member.</p>
      )}
      <h4>Open Studios registrations</h4>
      {registrations.length ? (
        <ul>
          {registrations.map((one) => (
            <li key={one.id}>
              {one.season} · {one.tier} · {one.status}
            </li>
          ))}
        </ul>
      ) : (
        <p className="cpanel-tool__hint">None.</p>
      )}
      <h4>Latest orders</h4>
      {orders.length ? (
        <ul>
          {orders.map((one) => (
            <li key={one.number}>
              {one.number} · {formatMoney({ minor: one.totalMinor, currency: one.currency })} · {one.status} ·{' '}
              {formatDateTime(one.createdAt, zone, 'medium')}
            </li>
          ))}
        </ul>
      ) : (
        <p className="cpanel-tool__hint">None.</p>
      )}
      <h4>Events</h4>
      {places.length ? (
        <ul>
          {places.map((one) => (
            <li key={`${one.event}-${one.startsAt.toISOString()}`}>
              {one.title} · {formatDateTime(one.startsAt, zone, 'medium')} · {one.status}
            </li>
          ))}
        </ul>
      ) : (
        <p className="cpanel-tool__hint">None.</p>
      )}
    </section>
  )
}

async function SavedRepliesPage({ context }: { context: ToolContext }) {
  const { payload, user, base, params, notices } = context
  const replies = await savedReplies(payload, user)
  const chosenId = params.get('reply')
  const chosen = chosenId ? (replies.find((reply) => reply.id === chosenId) ?? null) : null
  const back = `${base}?replies=1`
  const fieldsHint = `Merge fields: ${Object.entries(SAVED_REPLY_FIELDS)
    .map(([name, what]) => `{{${name}}} ${what}`)
    .join('; ')}.`
  if (chosenId && !chosen)
    return (
      <NoSuchItem back={back} backLabel="Back to the saved replies">
        There is no such saved reply.
      </NoSuchItem>
    )
  if (chosen)
    return (
      <>
        <p>
          <a href={back}>Back to the saved replies</a>
        </p>
        {notices.get('added') ? (
          <p role="status" className="cpanel-tool__message cpanel-tool__message--success">
            The saved reply was added.
          </p>
        ) : null}
        <h2>{chosen.title}</h2>
        <ToolForm
          action={savedReplyAction}
          id="saved-reply"
          hidden={{ reply: chosen.id }}
          fields={[
            { name: 'title', label: 'Title', type: 'text', maxLength: MAX_TITLE, defaultValue: chosen.title },
            {
              name: 'text',
              label: 'Reply',
              type: 'textarea',
              maxLength: MAX_TEXT,
              defaultValue: chosen.text,
              hint: fieldsHint,
            },
          ]}
          submit="Save"
        />
        {params.get('remove') === '1' ? (
          <section className="cpanel-tool__section" aria-labelledby="remove-heading">
            <h3 id="remove-heading">Remove “{chosen.title}”?</h3>
            <p>This removes the saved reply for the whole team. Replies already sent with it stay as they were.</p>
            <ToolForm
              action={removeSavedReplyAction}
              id="remove"
              hidden={{ reply: chosen.id }}
              submit="Confirm: remove it"
            />
            <p>
              <a href={`${back}&reply=${chosen.id}`}>Back</a>
            </p>
          </section>
        ) : (
          <p>
            <a href={`${back}&reply=${chosen.id}&remove=1`}>Remove this saved reply…</a>
          </p>
        )}
      </>
    )
  return (
    <>
      <p>
        <a href={base}>Back to the inbox</a>
      </p>
      {notices.get('removed') ? (
        <p role="status" className="cpanel-tool__message cpanel-tool__message--success">
          The saved reply was removed.
        </p>
      ) : null}
      <section className="cpanel-tool__section" aria-labelledby="replies-heading">
        <h2 id="replies-heading">Saved replies</h2>
        {replies.length === 0 ? (
          <EmptyState title="No saved reply yet.">
            Add the answers the team gives often below; a conversation&apos;s reply box fills them in.
          </EmptyState>
        ) : (
          <ul>
            {replies.map((reply) => (
              <li key={reply.id}>
                <a href={`${back}&reply=${reply.id}`}>{reply.title}</a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="cpanel-tool__section" aria-labelledby="add-reply-heading">
        <h2 id="add-reply-heading">Add a saved reply</h2>
        <ToolForm
          action={savedReplyAction}
          id="new-reply"
          fields={[
            { name: 'title', label: 'Title', type: 'text', maxLength: MAX_TITLE },
            { name: 'text', label: 'Reply', type: 'textarea', maxLength: MAX_TEXT, hint: fieldsHint },
          ]}
          submit="Add the saved reply"
        />
      </section>
    </>
  )
}
