import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { audienceRecipientsSql } from '@/domains/audiences'
import { rowsOf } from '@/platform/database/transaction'
import { commitWrites, readDocuments, type Reader, type Write } from '@/platform/documents'

import { MAX_SUBJECT, MAX_TEXT } from './vocabulary'
import { conversationPath, int, str, time, type Documents } from './conversations'

/**
 * Announcements (decision 099): staff post to a saved audience (group mail's, decision 091 — all members,
 * this season's artists, an event's attendees…); each person of it with an account gets a one-way
 * conversation of topic 'announcement' in their message centre, closed so the team inbox does not wait on
 * it. Its ids are made from the announcement's and the person's, and only those missing are written, so a
 * post sent twice (a double click, a retry after a failure) gives each person one.
 */

export type Announcement = { id: string; audience: number; subject: string; text: string }

/** People written per commit (two documents each; a commit takes at most 500 writes). */
const BATCH = 200

export const announcementPath = (announcement: string, person: number) =>
  conversationPath(`a-${announcement}-${person}`)

export function checkAnnouncement(input: { subject: string; text: string; id: string }): string | null {
  if (!/^[A-Za-z0-9_-]{8,60}$/.test(input.id)) return 'The form is out of date: open the tool again.'
  if (!input.subject.trim() || input.subject.trim().length > MAX_SUBJECT)
    return `Give a subject of 1 to ${MAX_SUBJECT} characters.`
  if (!input.text.trim() || input.text.trim().length > MAX_TEXT)
    return `Write the announcement, at most ${MAX_TEXT} characters.`
  return null
}

/** The announcement in the message centre of every person of the audience with an account; how many got it now. */
export async function postAnnouncement(
  payload: Payload,
  docs: Documents,
  staff: Reader,
  announcement: Announcement,
  now = new Date(),
): Promise<number> {
  const people = await rowsOf<{ id: number }>(
    docs.db,
    sql`SELECT DISTINCT user_id AS id FROM (${await audienceRecipientsSql(payload, announcement.audience)}) AS r
        WHERE user_id IS NOT NULL ORDER BY 1`,
  )
  let posted = 0
  for (let i = 0; i < people.length; i += BATCH) {
    const batch = people.slice(i, i + BATCH)
    const existing = await readDocuments(
      docs.db,
      docs.service,
      batch.map((p) => announcementPath(announcement.id, p.id)),
      staff,
    )
    const writes: Write[] = batch.flatMap((person, n): Write[] => {
      if (existing[n]) return []
      const path = announcementPath(announcement.id, person.id)
      return [
        {
          update: {
            name: path,
            fields: {
              owner: int(person.id),
              topic: str('announcement'),
              subject: str(announcement.subject.trim()),
              status: str('closed'),
              assignee: { nullValue: null },
              lastMessageAt: time(now),
              lastSide: str('staff'),
              waitingOn: str('them'),
              oldestUnansweredAt: { nullValue: null },
              staffReadAt: time(now),
              createdAt: time(now),
            },
          },
          currentDocument: { exists: false },
        },
        {
          update: {
            name: `${path}/messages/announcement`,
            fields: {
              owner: int(person.id),
              author: int(staff.userId ?? 0),
              side: str('staff'),
              text: str(announcement.text.trim()),
              sentAt: time(now),
            },
          },
          currentDocument: { exists: false },
        },
      ]
    })
    if (writes.length === 0) continue
    await commitWrites(docs.service, writes, staff, String)
    posted += writes.length / 2
  }
  return posted
}
