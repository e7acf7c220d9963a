import type { Payload } from 'payload'

import { database } from '@/platform/database/transaction'
import { cachedPageData } from '@/platform/http/public-pages'

import { mailingFor } from './content'
import { archivePageHref, archivePageNumber, NEWSLETTERS_PER_PAGE } from './addresses'
import { mailingById, sentMailingCount, sentMailingDates, sentMailings } from './store'

/** The cache tag of the newsletters' public pages and their sitemap rows, expired when a mailing is sent (a job outside a request cannot: then within a minute). */
export const NEWSLETTERS_TAG = 'newsletters'

export type Newsletter = { id: number; subject: string; sentAt: string; html: string }
export type NewsletterEntry = { id: number; subject: string; sentAt: string }
/** One page of the archive: its newsletters, its number and how many pages there are (at least one, maybe empty). */
export type ArchivePage = { newsletters: NewsletterEntry[]; page: number; pages: number }

/** The words everyone would read: the merge fields filled for nobody in particular, never a recipient's data. */
const NOBODY = { email: '', name: '' }

async function loadNewsletter(payload: Payload, id: number): Promise<Newsletter | null> {
  const mailing = await mailingById(database(payload), id)
  if (!mailing || mailing.state !== 'sent' || !mailing.finishedAt) return null
  const mail = mailingFor(mailing, NOBODY)
  return { id, subject: mail.subject, sentAt: mailing.finishedAt.toISOString(), html: mail.html }
}

async function loadArchive(payload: Payload, page: number): Promise<ArchivePage | null> {
  const pages = Math.max(1, Math.ceil((await sentMailingCount(payload)) / NEWSLETTERS_PER_PAGE))
  if (page > pages) return null
  const mailings = await sentMailings(payload, (page - 1) * NEWSLETTERS_PER_PAGE, NEWSLETTERS_PER_PAGE)
  const newsletters = mailings.map((mailing) => ({
    id: mailing.id,
    subject: mailingFor(mailing, NOBODY).subject,
    sentAt: (mailing.finishedAt ?? mailing.createdAt).toISOString(),
  }))
  return { newsletters, page, pages }
}

/** A sent mailing's web version, cached; null for an unknown id or one not sent. */
export function publicNewsletter(payload: Payload, id: number): Promise<Newsletter | null> {
  return cachedPageData((key: number) => loadNewsletter(payload, key), ['mailings', 'newsletter'], {
    tags: [NEWSLETTERS_TAG],
    revalidate: 60,
  })(id)
}

/** Page `page` of the sent mailings, newest first, cached; null past the last page (the first always exists). */
export function newsletterArchive(payload: Payload, page: number): Promise<ArchivePage | null> {
  return cachedPageData((key: number) => loadArchive(payload, key), ['mailings', 'archive'], {
    tags: [NEWSLETTERS_TAG],
    revalidate: 60,
  })(page)
}

/** Each public newsletter's web version for the sitemap (decision 069), cached under the newsletters' tag. */
export function newslettersSitemap(payload: Payload): Promise<{ path: string; lastModified: string }[]> {
  return cachedPageData(
    async () =>
      (await sentMailingDates(payload)).map((row) => ({
        path: `/newsletters/${row.id}`,
        lastModified: row.finishedAt.toISOString(),
      })),
    ['mailings', 'sitemap'],
    { tags: [NEWSLETTERS_TAG], revalidate: 60 },
  )()
}

/** A newsletter's address (`/newsletters/{id}`) as its id, or null: an address the site answers 404. */
export const newsletterId = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : null)

/** `/newsletters/_payload.json` (decision 101) and `?page=N` (decision 114): one page of the archive as the page shows it, or null (→ 404) past the last. */
export async function newsletterArchivePageData(payload: Payload, page = '1') {
  const number = archivePageNumber(page)
  const archive = number ? await newsletterArchive(payload, number) : null
  return archive ? { path: archivePageHref(archive.page), ...archive } : null
}

/** `/newsletters/{id}/_payload.json`: a sent mailing's web version, or null (→ 404). */
export async function newsletterPageData(payload: Payload, address: string) {
  const id = newsletterId(address)
  const newsletter = id ? await publicNewsletter(payload, id) : null
  return newsletter ? { path: `/newsletters/${newsletter.id}`, newsletter } : null
}
