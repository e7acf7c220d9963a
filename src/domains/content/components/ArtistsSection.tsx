import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { Payload } from 'payload'

import { BrowseByMedium, FeaturedSelection } from '@/domains/artists'
import { payloadInstance } from '@/platform/payload'
import { askedPath, notFoundMetadata, PageNotFound } from '@/ui/NotFoundPage'

import { ContentBlocks } from '../blocks/ContentBlocks'
import { artistsSectionPage, fixedPage } from '../services/fixed-pages'

/**
 * `/artists`: the section's words (from `artistspageeditor`; its draft with
 * `draft`, for the preview), the search box, and the artists domain's featured
 * selection and mediums.
 */
export async function ArtistsLanding({ payload, draft = false }: { payload: Payload; draft?: boolean }) {
  const words = await fixedPage(payload, 'artists-page', { draft })
  return (
    <>
      <section className="border-b border-line bg-accent-soft/60">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-4xl font-semibold sm:text-5xl">{words.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{words.introduction}</p>
          <form method="get" action="/artists/artsearch" role="search" className="mt-8 flex max-w-xl flex-wrap gap-3">
            <label htmlFor="artists-q" className="w-full font-medium">
              Search artists and artworks
            </label>
            <input
              id="artists-q"
              type="search"
              name="q"
              maxLength={200}
              className="min-w-0 flex-1 rounded-md border border-line bg-white px-3 py-2"
            />
            <button type="submit" className="rounded-md bg-accent px-4 py-2 font-medium text-white">
              Search
            </button>
          </form>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {words.blocks?.length ? (
          <div className="prose-body mb-4 max-w-3xl text-lg">
            <ContentBlocks blocks={words.blocks} />
          </div>
        ) : null}
        <FeaturedSelection payload={payload} />
        <BrowseByMedium payload={payload} />
        <section aria-labelledby="more-heading">
          <h2 id="more-heading" className="text-2xl font-semibold">
            For artists
          </h2>
          <ul className="mt-4 list-disc pl-6">
            {(words.sections ?? []).map((section) => (
              <li key={section.id ?? section.slug}>
                <a href={`/artists/${section.slug}`}>{section.title}</a>
              </li>
            ))}
            <li>
              <a href="/artists/artistresources">Resources for artists</a>
            </li>
          </ul>
        </section>
      </div>
    </>
  )
}

export async function artistsContentMetadata(id: string): Promise<Metadata> {
  const page = await artistsSectionPage(await payloadInstance(), id)
  return page ? { title: page.title, description: page.summary ?? undefined } : notFoundMetadata
}

/**
 * `/artists/{id}`: a section page of the artists section (its draft with `draft`, for the preview); any other id
 * answers 404 — in the cached page's HTML (decision 081); the preview, rendered per request, leaves it to the browser.
 */
export async function ArtistsContentPage({ id, draft = false }: { id: string; draft?: boolean }) {
  const page = await artistsSectionPage(await payloadInstance(), id, { draft })
  if (!page && draft) notFound()
  if (!page) return <PageNotFound path={askedPath('artists', id)} />
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p>
        <a href="/artists">Artists</a>
      </p>
      <h1 className="mt-2 text-4xl font-semibold">{page.title}</h1>
      {page.summary ? <p className="mt-3 text-lg text-muted">{page.summary}</p> : null}
      <div className="prose-body text-lg">
        <ContentBlocks blocks={page.blocks} />
      </div>
    </article>
  )
}
