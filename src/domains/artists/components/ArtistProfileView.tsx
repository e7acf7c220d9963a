import { PicturePlaceholder } from '@/domains/media'
import { RichText } from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'

import type { ArtistProfile } from '@/payload-types'

import { LINK_KIND_LABELS, richTextWords } from '../services/rules'
import type { ImageData } from '../services/public-view'
import { ArtworkCard, type ArtworkCardData } from './ArtworkCard'
import { JsonLd } from './JsonLd'
import { Picture } from './Picture'

export type ArtistProfileViewData = {
  displayName: string
  portrait: (ImageData & { alt: string }) | null
  bio: string | null
  statement: ArtistProfile['statement']
  mediums: { name: string; slug: string }[]
  neighbourhood: { name: string; slug: string } | null
  studio: { street?: string | null; city?: string | null; postcode?: string | null } | null
  links: { kind: keyof typeof LINK_KIND_LABELS; label?: string | null; url: string }[]
  artworks: ArtworkCardData[]
  jsonLd: object
}

const chip = 'inline-block rounded-full border border-line bg-white px-3 py-0.5 text-sm text-ink no-underline'

/** `/artist/{id}`: an approved artist's public profile. */
export function ArtistProfileView({ artist, heart }: { artist: ArtistProfileViewData; heart?: ReactNode }) {
  const address = [artist.studio?.street, [artist.studio?.city, artist.studio?.postcode].filter(Boolean).join(' ')]
    .map((line) => line?.trim())
    .filter(Boolean)
  const hasStatement = artist.statement && richTextWords(artist.statement).trim()
  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <JsonLd data={artist.jsonLd} />
      <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start">
        <div className="overflow-hidden rounded-lg border border-line bg-stone-100">
          {artist.portrait ? (
            <Picture
              image={artist.portrait}
              sizes="(min-width: 768px) 40vw, 100vw"
              eager
              className="h-auto w-full object-cover"
            />
          ) : (
            <div className="aspect-square">
              <PicturePlaceholder name={artist.displayName} className="text-4xl" />
            </div>
          )}
        </div>
        <div>
          <p className="text-sm font-medium uppercase tracking-wide text-muted">Artist</p>
          <h1 className="mt-1 text-4xl font-semibold sm:text-5xl">{artist.displayName}</h1>
          {heart}
          {artist.neighbourhood ? (
            <p className="mt-3 text-lg text-muted">
              Studio in{' '}
              <a href={`/artists/artsearch?neighbourhood=${artist.neighbourhood.slug}`}>{artist.neighbourhood.name}</a>
            </p>
          ) : null}
          {artist.mediums.length > 0 ? (
            <ul aria-label="Mediums" className="mt-4 flex flex-wrap gap-2">
              {artist.mediums.map((medium) => (
                <li key={medium.slug}>
                  <a href={`/artists/artsearch?medium=${medium.slug}`} className={chip}>
                    {medium.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {artist.bio ? <p className="mt-6 whitespace-pre-line text-lg">{artist.bio}</p> : null}
          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            {address.length > 0 ? (
              <section aria-labelledby="studio-heading">
                <h2 id="studio-heading" className="text-xl font-semibold">
                  Studio
                </h2>
                <address className="mt-2 not-italic">
                  {address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </section>
            ) : null}
            {artist.links.length > 0 ? (
              <section aria-labelledby="links-heading">
                <h2 id="links-heading" className="text-xl font-semibold">
                  Elsewhere
                </h2>
                <ul className="mt-2 space-y-1">
                  {artist.links.map((link) => (
                    <li key={link.url}>
                      <a href={link.url} rel="me noopener noreferrer">
                        {link.label || LINK_KIND_LABELS[link.kind]}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>
      </div>

      {hasStatement ? (
        <section aria-labelledby="statement-heading" className="mt-12 max-w-3xl">
          <h2 id="statement-heading" className="text-2xl font-semibold">
            Artist statement
          </h2>
          <div className="prose-body mt-4 text-lg">
            <RichText data={artist.statement!} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="artworks-heading" className="mt-12">
        <h2 id="artworks-heading" className="text-2xl font-semibold">
          Artworks
        </h2>
        {artist.artworks.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {artist.artworks.map((artwork) => (
              <li key={artwork.id}>
                <ArtworkCard artwork={artwork} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-muted">{artist.displayName} has not published any artworks yet.</p>
        )}
      </section>
    </article>
  )
}
