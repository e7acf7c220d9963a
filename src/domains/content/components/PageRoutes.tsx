import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { memberInGoodStanding } from '@/domains/membership'
import { payloadInstance, requestPerson } from '@/platform/payload'
import { notFoundMetadata, PageNotFound } from '@/ui/NotFoundPage'

import {
  aboutSection,
  latestDraft,
  pageContent,
  programsSection,
  publishedPage,
  publishedPrivatePage,
} from '../services/page-data'
import { builtPageMetadata, unindexed } from '../services/page-metadata'
import { sectionAddress, type PageSection } from '../services/page-rules'
import { privatePageAnswer } from '../services/private-pages'
import { AboutListView, PageSignInPrompt, PageView, ProgramsListView } from './PageView'
import { PreviewFrame } from './PreviewFrame'

/**
 * The routes of built pages as their route files call them (decision 056):
 * `/{slug}`, `/about`, `/about/{slug}`, `/programs` and `/programs/{slug}` served whole from cache; the draft
 * previews at `/temp/…` and the private pages at `/private/{slug}`, rendered
 * for each request and never cached.
 */

// ---------------------------------------------------------------- /{slug}, /about/{slug}

export async function publicPageMetadata(section: PageSection, slug: string): Promise<Metadata> {
  const page = await publishedPage(section, slug)
  return page ? builtPageMetadata(page, { indexed: true }) : notFoundMetadata
}

export async function PublicPageRoute({ section, slug }: { section: PageSection; slug: string }) {
  const page = await publishedPage(section, slug)
  if (!page) return <PageNotFound path={sectionAddress(encodeURIComponent(slug), section)} />
  return <PageView page={page} />
}

// ---------------------------------------------------------------- /about

export async function aboutMetadata(): Promise<Metadata> {
  const { landing, pages } = await aboutSection()
  if (landing) return builtPageMetadata(landing, { indexed: true })
  // A page's own metadata is the tab's, its 404 included.
  return pages.length ? { title: 'About us', description: 'Who we are, and the pages about us.' } : notFoundMetadata
}

/** The about section's landing page, or, while there is none, the list of its pages; with no page, a 404 linked from nowhere. */
export async function AboutRoute() {
  const { landing, pages } = await aboutSection()
  if (landing) return <PageView page={landing} />
  if (pages.length === 0) return <PageNotFound path="/about" />
  return <AboutListView pages={pages} />
}

// ---------------------------------------------------------------- /programs

export const programsMetadata: Metadata = {
  title: 'Programs',
  description: 'Residencies, classes and exhibitions the organisation runs all year.',
}

export async function ProgramsRoute() {
  return <ProgramsListView groups={await programsSection()} />
}

// ---------------------------------------------------------------- /temp/{id}, /temp/buildpagetemp

/**
 * The newest draft of a page in the one preview frame of every draft (staff,
 * or whoever holds a preview link; anyone else gets the 404 page, whether the
 * page exists or not), refreshed on each save in the editor's live preview.
 */
export async function DraftPreviewRoute({
  pageKey,
  token,
}: {
  pageKey: string | undefined
  token: string | undefined
}) {
  const draft = pageKey ? await latestDraft(await payloadInstance(), pageKey) : null
  if (!draft) notFound()
  const { page: _page, ...content } = draft
  return (
    <PreviewFrame target={`page:${draft.id}`} token={token ?? null}>
      {async () => <PageView page={content} />}
    </PreviewFrame>
  )
}

// ---------------------------------------------------------------- /private/{slug}

export const privatePageMetadata: Metadata = unindexed

/**
 * A members-only page for members in good standing (and staff), a link-only
 * page for whoever holds its key; a visitor not signed in is asked to sign in
 * to a members-only page (200, decision 056); anyone else gets the 404 page.
 */
export async function PrivatePageRoute({ slug, linkKey }: { slug: string; linkKey: string | undefined }) {
  const { person } = await requestPerson()
  const payload = await payloadInstance()
  const page = await publishedPrivatePage(payload, slug)
  const answer = await privatePageAnswer({
    page,
    person,
    key: linkKey,
    inGoodStanding: (audience) =>
      memberInGoodStanding(payload, person!.id, { audience: audience ?? undefined, on: new Date() }),
  })
  if (answer === 'sign-in') return <PageSignInPrompt path={`/private/${slug}`} />
  if (answer !== 'open' || !page) notFound()
  return <PageView page={pageContent(payload, page)} />
}
