import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { sitemapFileResponse } from '@/app/sitemaps'
import { NEWSLETTERS_PER_PAGE } from '@/domains/mailings/services/addresses'
import { newsletterArchive, publicNewsletter } from '@/domains/mailings/services/newsletters'
import { createMailing, type MailingState } from '@/domains/mailings/services/store'
import { config } from '@/platform/config'
import { database } from '@/platform/database/transaction'
import { writingOutsideRequests } from '@/platform/http/public-pages'

import { testPayload } from './payload'

/**
 * The newsletters' public archive (decision 092, stop 50): paged newest first,
 * each sent mailing's web version in the sitemap, nothing not yet sent in either.
 * The newsletters made here are "sent" in 2099, so they are the archive's newest
 * whatever other tests send meanwhile. Read fresh, out of a Next request.
 */

const SENT = NEWSLETTERS_PER_PAGE + 5
let payload: Payload
let sent: number[] = []
let unsent: number[] = []

async function mailing(subject: string, state: MailingState, finishedAt: string | null): Promise<number> {
  const db = database(payload)
  const id = await createMailing(
    db,
    { subject, topic: 'news', audience: 1, blocks: [{ kind: 'text', text: 'Hello {{firstName}}' }], ratePerMinute: 600 },
    null,
  )
  await db.execute(sql`UPDATE mailings SET state = ${state}, finished_at = ${finishedAt} WHERE id = ${id}`)
  return id
}

beforeAll(async () => {
  payload = await testPayload()
  for (let n = 0; n < SENT; n += 1) {
    const minute = String(n).padStart(2, '0')
    sent.push(await mailing(`Archive news ${n} for {{firstName}}`, 'sent', `2099-03-01T10:${minute}:00Z`))
  }
  // Newest first: the last made is the newest.
  sent = sent.reverse()
  unsent = [
    await mailing('A draft never sent', 'draft', null),
    await mailing('Scheduled, not sent', 'scheduled', null),
    await mailing('Still sending', 'sending', null),
  ]
})

const archive = (page: number) => writingOutsideRequests(() => newsletterArchive(payload, page))

describe('the newsletters archive', () => {
  it('pages the sent newsletters newest first, 20 a page, and has no page past the last', async () => {
    const first = await archive(1)
    expect(first!.page).toBe(1)
    expect(first!.newsletters.map((entry) => entry.id)).toEqual(sent.slice(0, NEWSLETTERS_PER_PAGE))
    // The merge fields are filled for nobody in particular.
    expect(first!.newsletters[0]!.subject).toBe(`Archive news ${SENT - 1} for friend`)
    expect(first!.newsletters[0]!.sentAt).toBe(`2099-03-01T10:${SENT - 1}:00.000Z`)

    const second = await archive(2)
    expect(second!.newsletters.slice(0, 5).map((entry) => entry.id)).toEqual(sent.slice(NEWSLETTERS_PER_PAGE))
    expect(second!.pages).toBe(first!.pages)
    expect(first!.pages).toBeGreaterThanOrEqual(2)

    expect(await archive(first!.pages + 1)).toBeNull()
    expect(await archive(999_999)).toBeNull()

    const listed = new Set<number>()
    for (let page = 1; page <= first!.pages; page += 1) {
      for (const entry of (await archive(page))!.newsletters) listed.add(entry.id)
    }
    for (const id of sent) expect(listed).toContain(id)
    for (const id of unsent) expect(listed).not.toContain(id)
  })

  it('has no web version of a mailing not sent', async () => {
    for (const id of unsent) expect(await writingOutsideRequests(() => publicNewsletter(payload, id))).toBeNull()
    expect((await writingOutsideRequests(() => publicNewsletter(payload, sent[0]!)))!.subject).toContain('Archive news')
  })

  it('lists the archive and every sent newsletter’s web version in the sitemap, and none not sent', async () => {
    const site = config().PUBLIC_URL.replace(/\/+$/, '')
    const text = await writingOutsideRequests(async () => (await sitemapFileResponse(payload, 'pages-1.xml')).text())
    expect(text).toContain(`<url><loc>${site}/newsletters</loc></url>`)
    for (const [n, id] of sent.entries()) {
      const minute = String(SENT - 1 - n).padStart(2, '0')
      expect(text).toContain(
        `<url><loc>${site}/newsletters/${id}</loc><lastmod>2099-03-01T10:${minute}:00.000Z</lastmod></url>`,
      )
    }
    for (const id of unsent) expect(text).not.toContain(`${site}/newsletters/${id}<`)
  })
})
