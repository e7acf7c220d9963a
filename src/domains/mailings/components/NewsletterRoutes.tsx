import type { Metadata } from 'next'

import { formatDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { payloadInstance } from '@/platform/payload'
import { askedPath, notFoundMetadata, PageNotFound } from '@/ui/NotFoundPage'

import { newsletterArchive, newsletterId, publicNewsletter } from '../services/newsletters'

/**
 * The newsletters' public pages (decision 092): `/newsletters`, every mailing
 * sent, newest first; `/newsletters/{id}`, one mailing's web version — the
 * words everyone got, with no recipient's data.
 */

export async function newsletterMetadata(id: string): Promise<Metadata> {
  const number = newsletterId(id)
  const newsletter = number ? await publicNewsletter(await payloadInstance(), number) : null
  if (!newsletter) return notFoundMetadata
  return {
    title: newsletter.subject,
    alternates: { canonical: new URL(`/newsletters/${newsletter.id}`, config().PUBLIC_URL).toString() },
  }
}

export async function NewsletterRoute({ id }: { id: string }) {
  const number = newsletterId(id)
  const newsletter = number ? await publicNewsletter(await payloadInstance(), number) : null
  if (!newsletter) return <PageNotFound path={askedPath('newsletters', id)} />
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="text-sm text-muted">
        <a href="/newsletters">Newsletters</a>
      </p>
      <h1 className="mt-2 text-4xl font-semibold">{newsletter.subject}</h1>
      <p className="mt-2 text-sm text-muted">Sent {formatDate(newsletter.sentAt, config().TIMEZONE)}</p>
      {/* Made by the mailing's own renderer, every word of staff's escaped (services/content.ts). */}
      <div className="prose-body mt-8 text-lg" dangerouslySetInnerHTML={{ __html: newsletter.html }} />
    </article>
  )
}

export const archiveMetadata: Metadata = {
  title: 'Newsletters',
  description: 'Every newsletter Vernissage has sent, newest first.',
}

export async function NewsletterArchiveRoute() {
  const newsletters = await newsletterArchive(await payloadInstance())
  const zone = config().TIMEZONE
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold">Newsletters</h1>
      {newsletters.length ? (
        <ul className="mt-8 space-y-4">
          {newsletters.map((newsletter) => (
            <li key={newsletter.id}>
              <a href={`/newsletters/${newsletter.id}`} className="text-lg font-medium underline">
                {newsletter.subject}
              </a>
              <span className="ml-2 text-sm text-muted">{formatDate(newsletter.sentAt, zone)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 text-lg">No newsletter has been sent yet.</p>
      )}
    </section>
  )
}
