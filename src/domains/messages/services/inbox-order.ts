import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import type { ListOrder } from '@/platform/cpanel'
import { fieldText, fieldTime } from '@/platform/documents'

import type { InboxFilter, InboxSort } from './queue'

/**
 * The team inbox's filter and order as SQL over the conversations (decision 100, stop 49), so a page is
 * read through an index whatever the number of conversations.
 */

/** Open ones (the default: everything not closed), waiting on us or on them (open), closed, or all; mine; a topic. */
export function inboxWhere(filter: InboxFilter, me: number): SQL {
  const parts: SQL[] = []
  const status = fieldText('status')
  if (filter.show === 'closed') parts.push(sql`${status} = 'closed'`)
  else if (filter.show !== 'all') {
    parts.push(sql`${status} IS DISTINCT FROM 'closed'`)
    if (filter.show === 'us' || filter.show === 'them') parts.push(sql`${fieldText('waitingOn')} = ${filter.show}`)
  }
  if (filter.mine) parts.push(sql`${fieldText('assignee')} = ${String(me)}`)
  if (filter.topic) parts.push(sql`${fieldText('topic')} = ${filter.topic}`)
  return parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`
}

/**
 * Sorted by how long the oldest unanswered message has waited (`waiting`: a conversation with none waits for
 * nothing and comes last either way; waiting longer is an earlier time), the last message, or the subject
 * (whatever its case and accents); each order ends with the newest last message and the path, so a page
 * holds the same rows every time.
 */
export function inboxOrder(order: Pick<ListOrder<InboxSort>, 'sort' | 'direction'>): SQL {
  const last = fieldTime('lastMessageAt')
  const newestLast = sql`${last} DESC NULLS LAST, d.path`
  if (order.sort === 'waiting') {
    const since = fieldTime('oldestUnansweredAt')
    return order.direction === 'desc'
      ? sql`${since} ASC NULLS LAST, ${newestLast}`
      : sql`${since} DESC NULLS LAST, ${newestLast}`
  }
  if (order.sort === 'last') return order.direction === 'desc' ? newestLast : sql`${last} ASC NULLS FIRST, d.path`
  const subject = sql`unaccent(lower(coalesce(${fieldText('subject')}, '')))`
  return order.direction === 'desc' ? sql`${subject} DESC, ${newestLast}` : sql`${subject} ASC, ${newestLast}`
}
