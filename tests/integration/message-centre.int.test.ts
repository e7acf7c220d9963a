/**
 * The message centre (issue 40 §2, decision 099) on the real document service, Payload, storage and
 * PostgreSQL: a person's conversation and their rules per field, refused to others; the unread mail's jobs
 * run twice giving one mail per burst; attachments read only by the owner and staff; an announcement
 * posted twice reaching each person once.
 */
import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { storageFor } from '@/app/storage-service'
import { messageDocuments, type Documents } from '@/domains/messages'
import { attachmentDownload, keepAttachments, refusalOf } from '@/domains/messages/services/attachments'
import { announcementPath, postAnnouncement } from '@/domains/messages/services/announcements'
import {
  conversationAt,
  conversationPath,
  int,
  markRead,
  messageNotices,
  openConversation,
  sendPersonMessage,
  startConversation,
  str,
  time,
  unreadCount,
} from '@/domains/messages/services/conversations'
import { burstKey, mailUnreadBurst, stillWaiting } from '@/domains/messages/services/unread-mail'
import { queueUnreadMails } from '@/domains/messages/jobs'
import { database, rowsOf } from '@/platform/database/transaction'
import { commitWrites, readDocument, runStructuredQuery, type Fields, type Reader } from '@/platform/documents'

import { testPayload } from './payload'

const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
)
const stamp = Date.now()
let docs: Documents
const who: Record<'ann' | 'bob' | 'sue', Reader> = {} as never
const emails = { ann: `mc-ann-${stamp}@example.org`, bob: `mc-bob-${stamp}@example.org`, sue: `mc-sue-${stamp}@example.org` }

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code,
  )

/** Staff's reply as the team inbox writes it (issue 40's contract): the message, and the conversation moved. */
async function staffReply(id: string, text: string, at: Date) {
  await commitWrites(
    docs.service,
    [
      {
        update: {
          name: `${conversationPath(id)}/messages/s${at.getTime()}`,
          fields: { owner: int(who.ann.userId!), author: int(who.sue.userId!), side: str('staff'), text: str(text), sentAt: time(at) },
        },
      },
      {
        update: {
          name: conversationPath(id),
          fields: { lastMessageAt: time(at), lastSide: str('staff'), waitingOn: str('them'), oldestUnansweredAt: { nullValue: null } },
        },
        updateMask: { fieldPaths: ['lastMessageAt', 'lastSide', 'waitingOn', 'oldestUnansweredAt'] },
      },
    ],
    who.sue,
    String,
  )
}

beforeAll(async () => {
  const payload = await testPayload()
  docs = messageDocuments(payload)
  const roles = { ann: ['artlover'], bob: ['artlover'], sue: ['staff'] } as const
  for (const name of ['ann', 'bob', 'sue'] as const) {
    const user = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: emails[name], name, password: 'a-good-password', roles: [...roles[name]] },
    })
    who[name] = { userId: Number(user.id), roles: [...roles[name]] }
  }
})

describe('the message centre', () => {
  it("keeps a person's conversation theirs: others read nothing, and the person moves only their own fields", async () => {
    const started = await startConversation(docs, who.ann, {
      topic: 'membership',
      subject: 'My renewal',
      text: 'Hello',
      about: null,
      attachments: [],
    })
    if (!started.ok) throw new Error(started.message)
    const id = started.id
    expect((await openConversation(docs, who.ann, id))?.messages.map((m) => m.text)).toEqual(['Hello'])
    expect(await openConversation(docs, who.bob, id)).toBeNull()
    expect(await code(readDocument(docs.db, docs.service, conversationPath(id), who.bob))).toBe('permission-denied')
    expect(
      await code(runStructuredQuery(docs.db, docs.service, conversationPath(id), { from: [{ collectionId: 'messages' }] }, who.bob)),
    ).toBe('permission-denied')
    expect(await code(sendPersonMessage(docs, who.bob, id, { text: 'Mine now', attachments: [] }))).toBe('permission-denied')

    const change = (fields: Fields) =>
      code(commitWrites(docs.service, [{ update: { name: conversationPath(id), fields }, updateMask: { fieldPaths: Object.keys(fields) } }], who.ann, String))
    expect(await change({ assignee: int(who.ann.userId!) })).toBe('permission-denied')
    expect(await change({ staffReadAt: time(new Date()) })).toBe('permission-denied')
    expect(await change({ waitingOn: str('them') })).toBe('permission-denied')
    expect(await change({ personReadAt: time(new Date()) })).toBe('ok')

    const first = new Date(Date.now() - 60_000)
    await sendPersonMessage(docs, who.ann, id, { text: 'Any news?', attachments: [] }, first)
    const after = await readDocument(docs.db, docs.service, conversationPath(id), who.sue)
    expect(after?.fields).toMatchObject({ lastSide: str('person'), waitingOn: str('us'), status: str('open') })
  })

  it('mails one waiting reply once per burst, however often the jobs run, and not once it is read', async () => {
    const payload = await testPayload()
    const started = await startConversation(
      docs,
      who.ann,
      { topic: 'general', subject: `Waiting ${stamp}`, text: 'Hi', about: null, attachments: [] },
      new Date(Date.now() - 12 * 60_000),
    )
    if (!started.ok) throw new Error(started.message)
    const id = started.id
    await staffReply(id, 'Here is the answer', new Date(Date.now() - 11 * 60_000))
    expect(await unreadCount(docs, who.ann)).toBe(1)
    expect(await messageNotices(docs, who.ann.userId!)).toEqual([{ text: '1 unread message', href: '/messagecenter' }])

    expect(await queueUnreadMails(payload)).toBeGreaterThanOrEqual(1)
    const queued = await rowsOf<{ n: number }>(
      database(payload),
      sql`SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'mailUnreadMessages' AND input->>'conversation' = ${id}`,
    )
    expect(queued[0].n).toBe(1)
    await queueUnreadMails(payload)
    const burst = await stillWaiting(payload, id, (await conversationAt(docs, who.ann, id))!.personReadAt ?? '')
    expect(burst).not.toBeNull()
    expect(await mailUnreadBurst(payload, id, burst!.readMark)).toBe('sent')
    expect(await mailUnreadBurst(payload, id, burst!.readMark)).not.toBe('sent')
    const mails = await payload.find({ collection: 'outbox', overrideAccess: true, where: { to: { equals: emails.ann } } })
    const about = mails.docs.filter((m) => m.text.includes(`/messagecenter/${id}`))
    expect(about).toHaveLength(1)
    const [sent] = await rowsOf<{ n: number }>(
      database(payload),
      sql`SELECT count(*)::int AS n FROM email_sendings WHERE idempotency_key = ${burstKey(burst!)}`,
    )
    expect(sent.n).toBe(1)

    expect(await markRead(docs, who.ann, id, 'person')).toBe(true)
    expect(await unreadCount(docs, who.ann)).toBe(0)
    expect(await mailUnreadBurst(payload, id, burst!.readMark)).toBe('read')
    expect(await markRead(docs, who.bob, id, 'person').catch((e: { code?: string }) => e.code)).toBe('permission-denied')
  })

  it("serves an attachment to its owner and staff only, and refuses a file that is not a picture or a PDF by its bytes", async () => {
    const payload = await testPayload()
    const storage = storageFor(payload)
    expect(await refusalOf([{ name: 'photo.png', bytes: new TextEncoder().encode('<script>alert(1)</script>') }])).toBe('type')
    expect(await refusalOf([{ name: 'dot.png', bytes: PNG }])).toBeNull()
    const attachments = await keepAttachments(storage, who.ann.userId!, [{ name: 'dot.png', bytes: PNG }])
    const started = await startConversation(docs, who.ann, { topic: 'general', subject: 'A picture', text: '', about: null, attachments })
    if (!started.ok) throw new Error(started.message)
    const [message] = (await openConversation(docs, who.ann, started.id))!.messages
    const params = { conversation: started.id, message: message.id, n: '0' }
    const ann = await attachmentDownload(docs, storage, who.ann, params)
    expect(ann.status).toBe(303)
    expect((await attachmentDownload(docs, storage, who.sue, params)).status).toBe(303)
    expect((await attachmentDownload(docs, storage, who.bob, params)).status).toBe(404)
    expect((await attachmentDownload(docs, storage, { userId: null, roles: [] }, params)).status).toBe(401)
    // Bob cannot lend himself Ann's file through a message of his own.
    const bobs = await startConversation(docs, who.bob, { topic: 'general', subject: 'Borrowed', text: '', about: null, attachments })
      .then(() => 'ok', (e: { code?: string }) => e.code)
    expect(bobs).toBe('permission-denied')
  })

  it('posts an announcement to a saved audience once per person, and refuses answers to it', async () => {
    const payload = await testPayload()
    const audience = await payload.create({
      collection: 'audiences',
      overrideAccess: true,
      data: { name: `Art lovers ${stamp}`, definition: { match: 'any', rules: [{ source: 'artLovers' }], except: [] } },
    })
    const announcement = { id: `test-${stamp}`, audience: Number(audience.id), subject: 'Open Studios is coming', text: 'Save the dates.' }
    expect(await postAnnouncement(payload, docs, who.sue, announcement)).toBeGreaterThanOrEqual(2)
    expect(await postAnnouncement(payload, docs, who.sue, announcement)).toBe(0)
    const path = announcementPath(announcement.id, who.ann.userId!)
    const id = path.split('/')[1]
    const shown = await openConversation(docs, who.ann, id)
    expect(shown?.conversation.topic).toBe('announcement')
    expect(shown?.messages.map((m) => m.text)).toEqual(['Save the dates.'])
    expect(await openConversation(docs, who.bob, id)).toBeNull()
    expect(await sendPersonMessage(docs, who.ann, id, { text: 'Thanks', attachments: [] })).toMatchObject({ ok: false })
    expect(await code(postAnnouncement(payload, docs, who.ann, { ...announcement, id: `ann-${stamp}` }))).toBe('permission-denied')
  })
})
