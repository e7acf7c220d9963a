import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import type { Payload } from 'payload'

import { publicImage } from '@/domains/media'
import type { Image, Medium } from '@/payload-types'

import { RESOURCE_CATEGORY_LABELS } from '../collections/Resources'
import { ARTISTS_LANDING, ARTISTS_PAGES } from '../services/landing'
import { resourcesByCategory } from '../services/resources'
import { FEATURED_SELECTION, publicSelection, type PublicSelectionItem } from '../services/selections'

const asImage = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Image) : null)

function Picture({ image }: { image: Image | null }) {
  const src = image?.sizes?.webp400?.url ?? image?.url
  if (!image || !src) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- our own storage route, already sized
    <img
      src={src}
      alt={image.alt}
      loading="lazy"
      width={image.sizes?.webp400?.width ?? image.width ?? undefined}
      height={image.sizes?.webp400?.height ?? image.height ?? undefined}
      className="aspect-square w-full rounded-md object-cover"
    />
  )
}

function Featured({ item, payload }: { item: PublicSelectionItem; payload: Payload }) {
  if (item.relationTo === 'artist-profiles') {
    const { profile } = item
    return (
      <li className="rounded-lg border border-line bg-white p-4 shadow-sm">
        <Picture image={publicImage(asImage(profile.portrait), payload.logger)} />
        <h3 className="mt-3 text-lg font-semibold">
          <Link href={`/artist/${profile.slug}`}>{profile.displayName}</Link>
        </h3>
        {profile.bio ? <p className="mt-1 text-muted">{profile.bio}</p> : null}
      </li>
    )
  }
  const { artwork } = item
  const artist = typeof artwork.artist === 'object' ? artwork.artist : null
  return (
    <li className="rounded-lg border border-line bg-white p-4 shadow-sm">
      <Picture image={publicImage(asImage(artwork.images?.[0]?.image), payload.logger)} />
      <h3 className="mt-3 text-lg font-semibold">
        <Link href={`/art/${artwork.slug}`}>{artwork.title}</Link>
      </h3>
      {artist ? <p className="mt-1 text-muted">by {artist.displayName}</p> : null}
    </li>
  )
}

/** `/artists`: the section's intro (in code until its editor comes), the search box, the mediums and the featured selection. */
export async function ArtistsLanding({ payload }: { payload: Payload }) {
  const [featured, mediums] = await Promise.all([
    publicSelection(payload, FEATURED_SELECTION),
    payload.find({ collection: 'mediums', sort: 'name', depth: 0, pagination: false, overrideAccess: false }),
  ])
  return (
    <>
      <section className="border-b border-line bg-accent-soft/60">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-4xl font-semibold sm:text-5xl">{ARTISTS_LANDING.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{ARTISTS_LANDING.introduction}</p>
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
        {featured && featured.items.length > 0 ? (
          <section aria-labelledby="featured-heading" className="mb-12">
            {/* The selection's own title and description are the staff's words for it, not the visitors'. */}
            <h2 id="featured-heading" className="text-2xl font-semibold">
              Featured artists and works
            </h2>
            <p className="mt-1 text-muted">Studios and pieces our staff would like you to see this season.</p>
            <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-labelledby="featured-heading">
              {featured.items.map((item) => (
                <Featured
                  key={`${item.relationTo}-${item.relationTo === 'artworks' ? item.artwork.id : item.profile.id}`}
                  item={item}
                  payload={payload}
                />
              ))}
            </ol>
          </section>
        ) : null}
        {mediums.docs.length > 0 ? (
          <section aria-labelledby="mediums-heading" className="mb-12">
            <h2 id="mediums-heading" className="text-2xl font-semibold">
              Browse by medium
            </h2>
            <ul className="mt-4 flex flex-wrap gap-3">
              {mediums.docs.map((medium: Medium) => (
                <li key={medium.id}>
                  <Link
                    href={`/artists/artsearch?medium=${encodeURIComponent(medium.slug ?? '')}`}
                    className="inline-block rounded-full border border-line px-4 py-1"
                  >
                    {medium.name}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-4">
              Or browse <Link href="/art/artists">every artist from A to Z</Link>.
            </p>
          </section>
        ) : null}
        <section aria-labelledby="more-heading">
          <h2 id="more-heading" className="text-2xl font-semibold">
            For artists
          </h2>
          <ul className="mt-4 list-disc pl-6">
            <li>
              <Link href="/artists/howtojoin">How to join</Link>
            </li>
            <li>
              <Link href="/artists/faq">Questions artists ask</Link>
            </li>
            <li>
              <Link href="/artists/artistresources">Resources for artists</Link>
            </li>
          </ul>
        </section>
      </div>
    </>
  )
}

export function artistsContentMetadata(id: string): Metadata {
  const page = Object.hasOwn(ARTISTS_PAGES, id) ? ARTISTS_PAGES[id] : undefined
  return page ? { title: page.title, description: page.summary } : {}
}

/** `/artists/{id}`: a content page of the artists section (in code for now); any other id answers 404. */
export function ArtistsContentPage({ id }: { id: string }) {
  const page = Object.hasOwn(ARTISTS_PAGES, id) ? ARTISTS_PAGES[id] : undefined
  if (!page) notFound()
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p>
        <Link href="/artists">Artists</Link>
      </p>
      <h1 className="mt-2 text-4xl font-semibold">{page.title}</h1>
      <p className="mt-3 text-lg text-muted">{page.summary}</p>
      {page.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-2xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-2">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  )
}

/** `/artists/artistresources`: the resources by category, each a link or an image file. */
export async function ArtistResourcesPage({ payload }: { payload: Payload }) {
  const groups = await resourcesByCategory(payload)
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p>
        <Link href="/artists">Artists</Link>
      </p>
      <h1 className="mt-2 text-4xl font-semibold">Resources for artists</h1>
      {groups.length === 0 ? <p className="mt-6">No resources yet: come back soon.</p> : null}
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`resources-${group.category}`} className="mt-10">
          <h2 id={`resources-${group.category}`} className="text-2xl font-semibold">
            {RESOURCE_CATEGORY_LABELS[group.category]}
          </h2>
          <ul className="mt-4 space-y-4">
            {group.resources.map((resource) => {
              const file = publicImage(asImage(resource.file), payload.logger)
              const href = resource.link ?? file?.url ?? null
              return (
                <li key={resource.id}>
                  <h3 className="text-lg font-semibold">
                    {href ? <a href={href}>{resource.title}</a> : resource.title}
                    {file ? <span className="text-base font-normal text-muted"> (image)</span> : null}
                  </h3>
                  {resource.description ? <p className="mt-1 text-muted">{resource.description}</p> : null}
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
