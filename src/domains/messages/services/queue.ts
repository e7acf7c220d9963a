import { daysBetween, organisationDate } from '@/platform/calendar'
import type { StoredDocument } from '@/platform/documents'

import { integerOf, mapOf, textOf, timeOf } from './fields'
import { isTopic, TOPIC_LABELS, type Topic } from './vocabulary'

/** A conversation as the team inbox lists it. */
export type InboxConversation = {
  id: string
  owner: number
  topic: Topic | null
  subject: string
  about: { kind: string; id: string; label: string } | null
  status: 'open' | 'closed'
  assignee: number | null
  lastMessageAt: Date | null
  lastSide: 'person' | 'staff' | null
  waitingOn: 'us' | 'them' | null
  oldestUnansweredAt: Date | null
  staffReadAt: Date | null
  createdAt: Date | null
}

export function conversationOf(doc: StoredDocument): InboxConversation {
  const f = doc.fields
  const topic = textOf(f.topic)
  const about = mapOf(f.about)
  const side = textOf(f.lastSide)
  const waiting = textOf(f.waitingOn)
  return {
    id: doc.path.slice(doc.path.lastIndexOf('/') + 1),
    owner: integerOf(f.owner) ?? 0,
    topic: isTopic(topic) ? topic : null,
    subject: textOf(f.subject) ?? '',
    about: about
      ? { kind: textOf(about.kind) ?? '', id: textOf(about.id) ?? '', label: textOf(about.label) ?? '' }
      : null,
    status: textOf(f.status) === 'closed' ? 'closed' : 'open',
    assignee: integerOf(f.assignee),
    lastMessageAt: timeOf(f.lastMessageAt),
    lastSide: side === 'person' || side === 'staff' ? side : null,
    waitingOn: waiting === 'us' || waiting === 'them' ? waiting : null,
    oldestUnansweredAt: timeOf(f.oldestUnansweredAt),
    staffReadAt: timeOf(f.staffReadAt),
    createdAt: timeOf(f.createdAt),
  }
}

/** What the inbox shows: open ones (the default), those waiting on us or on them (open), closed ones, or all. */
export const SHOWN = ['open', 'us', 'them', 'closed', 'all'] as const
export type Shown = (typeof SHOWN)[number]
export const SHOWN_LABELS: Record<Shown, string> = {
  open: 'Open',
  us: 'Waiting on us',
  them: 'Waiting on them',
  closed: 'Closed',
  all: 'Open and closed',
}

export type InboxFilter = { show: Shown; mine: boolean; topic: Topic | null }

/** The filter in the address (`show=us&assigned=me&topic=order`); what cannot be used is named and left out. */
export function parseInboxFilter(params: URLSearchParams): { filter: InboxFilter; problems: string[] } {
  const problems: string[] = []
  const filter: InboxFilter = { show: 'open', mine: false, topic: null }
  const show = params.get('show')?.trim()
  if (show) {
    if (SHOWN.includes(show as Shown)) filter.show = show as Shown
    else problems.push(`“${show.slice(0, 40)}” is not a choice of what to show`)
  }
  const assigned = params.get('assigned')?.trim()
  if (assigned) {
    if (assigned === 'me') filter.mine = true
    else problems.push('assigned is “me” or nothing')
  }
  const topic = params.get('topic')?.trim()
  if (topic) {
    if (isTopic(topic)) filter.topic = topic
    else problems.push(`“${topic.slice(0, 40)}” is not a topic`)
  }
  return { filter, problems }
}

export const INBOX_SORTS = ['waiting', 'last', 'subject'] as const
export type InboxSort = (typeof INBOX_SORTS)[number]
/** The longest-waiting first: what the team answers next. */
export const DEFAULT_INBOX_ORDER = { sort: 'waiting', direction: 'desc' } as const

/**
 * How long something has waited, in words staff read at a glance: minutes, then hours under a day, then
 * the calendar days between the two dates in the organisation's time zone ("2 days" from Monday evening
 * to Wednesday morning).
 */
export function waitedFor(since: Date, now: Date, timeZone: string): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000))
  if (minutes < 60) return `${minutes} min`
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h`
  const days = Math.max(1, daysBetween(organisationDate(since, timeZone), organisationDate(now, timeZone)))
  return days === 1 ? '1 day' : `${days} days`
}

/** Whether the person wrote since staff last read the conversation. */
export function unreadByStaff(conversation: InboxConversation): boolean {
  if (conversation.lastSide !== 'person' || !conversation.lastMessageAt) return false
  return !conversation.staffReadAt || conversation.lastMessageAt > conversation.staffReadAt
}

export const topicLabel = (topic: Topic | null) => (topic ? TOPIC_LABELS[topic] : 'No topic')
