import type { Payload } from 'payload'

import { database } from '@/platform/database/transaction'
import { cachedPageData } from '@/platform/http/public-pages'

import { mailingFor } from './content'
import { mailingById, sentMailings } from './store'

/** The cache tag of the newsletters' public pages, expired when a mailing is sent (a job outside a request cannot: then within a minute). */
export const NEWSLETTERS_TAG = 'newsletters'

export type Newsletter = { id: number; subject: string; sentAt: string; html: string }
export type NewsletterEntry = { id: number; subject: string; sentAt: string }

/** The words everyone would read: the merge fields filled for nobody in particular, never a recipient's data. */
const NOBODY = { email: '', name: '' }

async function loadNewsletter(payload: Payload, id: number): Promise<Newsletter | null> {
  const mailing = await mailingById(database(payload), id)
  if (!mailing || mailing.state !== 'sent' || !mailing.finishedAt) return null
  const mail = mailingFor(mailing, NOBODY)
  return { id, subject: mail.subject, sentAt: mailing.finishedAt.toISOString(), html: mail.html }
}

async function loadArchive(payload: Payload): Promise<NewsletterEntry[]> {
  return (await sentMailings(payload)).map((mailing) => ({
    id: mailing.id,
    subject: mailingFor(mailing, NOBODY).subject,
    sentAt: (mailing.finishedAt ?? mailing.createdAt).toISOString(),
  }))
}

/** A sent mailing's web version, cached; null for an unknown id or one not sent. */
export function publicNewsletter(payload: Payload, id: number): Promise<Newsletter | null> {
  return cachedPageData((key: number) => loadNewsletter(payload, key), ['mailings', 'newsletter'], {
    tags: [NEWSLETTERS_TAG],
    revalidate: 60,
  })(id)
}

/** Every sent mailing, newest first, cached. */
export function newsletterArchive(payload: Payload): Promise<NewsletterEntry[]> {
  return cachedPageData(() => loadArchive(payload), ['mailings', 'archive'], {
    tags: [NEWSLETTERS_TAG],
    revalidate: 60,
  })()
}

/** A newsletter's address (`/newsletters/{id}`) as its id, or null: an address the site answers 404. */
export const newsletterId = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : null)

/** `/newsletters/_payload.json` (decision 101): the archive's list as the page shows it. */
export async function newsletterArchivePageData(payload: Payload) {
  return { path: '/newsletters', newsletters: await newsletterArchive(payload) }
}

/** `/newsletters/{id}/_payload.json`: a sent mailing's web version, or null (→ 404). */
export async function newsletterPageData(payload: Payload, address: string) {
  const id = newsletterId(address)
  const newsletter = id ? await publicNewsletter(payload, id) : null
  return newsletter ? { path: `/newsletters/${newsletter.id}`, newsletter } : null
}
