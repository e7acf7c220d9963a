import type { Metadata } from 'next'

import { prerenderingTheBuild } from '@/platform/http/public-pages'
import { payloadInstance } from '@/platform/payload'
import { askedPath, notFoundMetadata, PageNotFound } from '@/ui/NotFoundPage'

import { publicArtLoverPage } from '../services/favourites'

/** `/artlover/{id}`'s title: the name the person chose, or nothing for a page that is off. */
export async function artLoverMetadata(id: string): Promise<Metadata> {
  if (prerenderingTheBuild()) return {}
  const page = await publicArtLoverPage(await payloadInstance(), id)
  if (!page) return notFoundMetadata
  return { title: `${page.name}’s favourites`, description: `The artists and artworks ${page.name} loves.` }
}

/**
 * `/artlover/{id}` (decision 059): a member's favourite artists and artworks,
 * only if they switched their page on; otherwise, or for nobody, the same 404.
 * Cached whole, expired when their favourites or their switch change.
 */
export async function ArtLoverRoute({ id }: { id: string }) {
  if (prerenderingTheBuild()) return null
  const page = await publicArtLoverPage(await payloadInstance(), id)
  if (!page) return <PageNotFound path={askedPath('artlover', id)} />
  const { artists, artworks } = page.favourites
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <p className="text-sm font-medium uppercase tracking-wide text-muted">Art lover</p>
      <h1 className="mt-1 text-4xl font-semibold">{page.name}’s favourites</h1>
      <div className="mt-8 grid gap-8 sm:grid-cols-2">
        <section aria-labelledby="favourite-artists">
          <h2 id="favourite-artists" className="text-2xl font-semibold">
            Artists
          </h2>
          {artists.length ? (
            <ul className="mt-3 space-y-2 text-lg">
              {artists.map((artist) => (
                <li key={artist.id}>
                  <a href={artist.href}>{artist.name}</a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-muted">No favourite artist yet.</p>
          )}
        </section>
        <section aria-labelledby="favourite-artworks">
          <h2 id="favourite-artworks" className="text-2xl font-semibold">
            Artworks
          </h2>
          {artworks.length ? (
            <ul className="mt-3 space-y-2 text-lg">
              {artworks.map((artwork) => (
                <li key={artwork.id}>
                  <a href={artwork.href}>{artwork.title}</a>
                  {artwork.artist ? <span className="text-muted"> by {artwork.artist}</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-muted">No favourite artwork yet.</p>
          )}
        </section>
      </div>
      <p className="mt-10">
        <a href="/artlovermembership">Become an art lover member</a> and keep your own favourites.
      </p>
    </article>
  )
}
