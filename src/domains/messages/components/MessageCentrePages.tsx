import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'
import type { User } from '@/payload-types'

import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_MESSAGE, ATTACHMENT_TYPES } from '../services/attachments'
import {
  conversationsOf,
  isUnread,
  markRead,
  messagesQuery,
  openConversation,
  TOPIC_LABELS,
  type Documents,
  type Message,
} from '../services/conversations'
import { PERSON_TOPICS } from '../services/vocabulary'
import { readerOf } from '../services/store'
import { recordsOf } from '../services/records'
import type { Payload } from 'payload'
import { LiveConversation } from './LiveConversation'

const frame = 'mx-auto max-w-3xl px-4 py-10 sm:px-6'
const button =
  'inline-block rounded-md bg-accent px-4 py-2 font-medium text-white no-underline hover:bg-accent-strong hover:text-white'
const input = 'mt-1 block w-full rounded-md border border-line bg-white px-3 py-2'
const ACCEPT = Object.keys(ATTACHMENT_TYPES).join(',')

function Problem({ text }: { text: string | null }) {
  if (!text) return null
  return (
    <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900">
      {text}
    </p>
  )
}

function FilesField() {
  return (
    <label className="mt-4 block">
      <span className="font-medium">Attachments (optional)</span>
      <span className="block text-sm text-muted">
        Pictures or PDF, up to {ATTACHMENTS_PER_MESSAGE} files of {ATTACHMENT_MAX_BYTES / 1024 / 1024} MB each.
      </span>
      <input type="file" name="files" multiple accept={ACCEPT} className="mt-1 block w-full text-sm" />
    </label>
  )
}

/** `/messagecenter`: the person's conversations, the latest first, those with a reply they have not read marked. */
export async function ConversationsPage({ docs, person }: { docs: Documents; person: User }) {
  const conversations = await conversationsOf(docs, readerOf(person))
  const zone = config().TIMEZONE
  return (
    <section aria-labelledby="page-title" className={frame}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="page-title" className="text-4xl font-semibold">
          Messages
        </h1>
        <a href="/messagecenter/new" className={button}>
          New conversation
        </a>
      </div>
      <p className="mt-3 text-muted">Your conversations with the Vernissage team, and our announcements to you.</p>
      {conversations.length === 0 ? (
        <p className="mt-8 rounded-lg border border-line bg-white p-6">
          No conversations yet. Write to us with <a href="/messagecenter/new">a new conversation</a>.
        </p>
      ) : (
        <ul className="mt-8 divide-y divide-line rounded-lg border border-line bg-white" aria-label="Your conversations">
          {conversations.map((c) => {
            const unread = isUnread(c, 'person')
            return (
              <li key={c.id} className="p-4">
                <a href={`/messagecenter/${c.id}`} className="block no-underline">
                  <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                    <span className={`break-words text-lg ${unread ? 'font-bold text-ink' : 'font-medium'}`}>{c.subject}</span>
                    {unread ? (
                      <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-white">Unread</span>
                    ) : null}
                  </span>
                  <span className="mt-1 block text-sm text-muted">
                    {TOPIC_LABELS[c.topic]}
                    {c.about ? ` · ${c.about.label}` : ''}
                    {c.lastMessageAt ? ` · last message ${formatDateTime(c.lastMessageAt, zone, 'medium')}` : ''}
                    {c.status === 'closed' && c.topic !== 'announcement' ? ' · closed' : ''}
                  </span>
                </a>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

/** `/messagecenter/new`: a topic, the record it is about (of the person's own), a subject, the first message. */
export async function NewConversationPage({ payload, person, problem }: { payload: Payload; person: User; problem: string | null }) {
  const records = await recordsOf(payload, person)
  return (
    <section aria-labelledby="page-title" className={frame}>
      <p>
        <a href="/messagecenter">← All messages</a>
      </p>
      <h1 id="page-title" className="mt-2 text-4xl font-semibold">
        New conversation
      </h1>
      <Problem text={problem} />
      <form method="post" action="/messagecenter/start" encType="multipart/form-data" className="mt-6 rounded-lg border border-line bg-white p-6">
        <label className="block">
          <span className="font-medium">What is it about?</span>
          <select name="topic" required className={input} defaultValue="general">
            {PERSON_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {TOPIC_LABELS[topic]}
              </option>
            ))}
          </select>
        </label>
        {records.length ? (
          <label className="mt-4 block">
            <span className="font-medium">Which of your records (optional)</span>
            <select name="about" className={input} defaultValue="">
              <option value="">None</option>
              {records.map((r) => (
                <option key={`${r.kind}:${r.id}`} value={`${r.kind}:${r.id}`}>
                  {r.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="mt-4 block">
          <span className="font-medium">Subject</span>
          <input name="subject" required maxLength={200} className={input} />
        </label>
        <label className="mt-4 block">
          <span className="font-medium">Your message</span>
          <textarea name="text" rows={6} maxLength={10000} className={input} />
        </label>
        <FilesField />
        <button type="submit" className={`${button} mt-6`}>
          Send
        </button>
      </form>
    </section>
  )
}

function MessageView({ message, conversation, mine }: { message: Message; conversation: string; mine: boolean }) {
  return (
    <li id={`message-${message.id}`} className={`rounded-lg border p-4 ${mine ? 'border-line bg-white sm:ml-12' : 'border-accent/40 bg-stone-50 sm:mr-12'}`}>
      <p className="text-sm text-muted">
        <span className="font-semibold text-ink">{mine ? 'You' : 'Vernissage team'}</span> ·{' '}
        {formatDateTime(message.sentAt, config().TIMEZONE, 'medium')}
      </p>
      {message.text ? <p className="mt-2 whitespace-pre-wrap break-words">{message.text}</p> : null}
      {message.attachments.length ? (
        <ul className="mt-2 space-y-1" aria-label="Attachments">
          {message.attachments.map((a, n) => (
            <li key={a.file}>
              <a href={`/messagecenter/${conversation}/files/${message.id}/${n}`} className="break-all">
                {a.name}
              </a>{' '}
              <span className="text-sm text-muted">({Math.max(1, Math.round(a.size / 1024))} KB)</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}

/** `/messagecenter/{id}`: a conversation's messages, read by opening it; the form to write; kept live. */
export async function ConversationPage({
  docs,
  person,
  id,
  problem,
}: {
  docs: Documents
  person: User
  id: string
  problem: string | null
}) {
  const reader = readerOf(person)
  const found = await openConversation(docs, reader, id)
  if (!found) return null
  await markRead(docs, reader, id, 'person')
  const { conversation, messages } = found
  const announcement = conversation.topic === 'announcement'
  return (
    <section aria-labelledby="page-title" className={frame}>
      <p>
        <a href="/messagecenter">← All messages</a>
      </p>
      <h1 id="page-title" className="mt-2 break-words text-3xl font-semibold">
        {conversation.subject}
      </h1>
      <p className="mt-1 text-muted">
        {TOPIC_LABELS[conversation.topic]}
        {conversation.about ? ` · ${conversation.about.label}` : ''}
        {conversation.status === 'closed' && !announcement ? ' · closed (writing opens it again)' : ''}
      </p>
      <ol className="mt-6 space-y-4" aria-label="Messages">
        {messages.map((m) => (
          <MessageView key={m.id} message={m} conversation={conversation.id} mine={m.side === 'person'} />
        ))}
      </ol>
      <span id="latest" />
      {announcement ? (
        <p className="mt-6 text-muted">
          This is an announcement. To ask us about it, <a href="/messagecenter/new">start a conversation</a>.
        </p>
      ) : (
        <form
          id="write"
          method="post"
          action={`/messagecenter/${conversation.id}/write`}
          encType="multipart/form-data"
          className="mt-6 rounded-lg border border-line bg-white p-6"
        >
          <h2 className="text-xl font-semibold">Write to us</h2>
          <Problem text={problem} />
          <label className="mt-4 block">
            <span className="font-medium">Your message</span>
            <textarea name="text" rows={5} maxLength={10000} className={input} />
          </label>
          <FilesField />
          <button type="submit" className={`${button} mt-6`}>
            Send
          </button>
        </form>
      )}
      <LiveConversation conversation={conversation.id} shown={messages.map((m) => m.id)} query={messagesQuery} />
    </section>
  )
}
