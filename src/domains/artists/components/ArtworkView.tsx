import { PicturePlaceholder } from '@/domains/media'
import type { ArtworkShown } from '../services/page-views'
import type { ImageData } from '../services/public-view'
import { ArtworkGallery } from './ArtworkGallery'
import { JsonLd } from './JsonLd'

/** What the artwork's page draws: what its page data shows (`ArtworkShown`), with the pictures' files and where to start. */
export type ArtworkViewData = Omit<ArtworkShown, 'path' | 'id' | 'images'> & {
  images: (ImageData & { alt: string })[]
  /** The image to show first, from `?image=n` (0-based). */
  initialImage: number
  jsonLd: object
}

/** `/art/{id}`: one public artwork. */
export function ArtworkView({ artwork, heart }: { artwork: ArtworkViewData; heart?: React.ReactNode }) {
  const facts: [string, React.ReactNode][] = [
    ['Year', artwork.year],
    [
      'Medium',
      artwork.medium ? <a href={`/artists/artsearch?medium=${artwork.medium.slug}`}>{artwork.medium.name}</a> : null,
    ],
    ['Dimensions', artwork.dimensions],
    ['Price', artwork.price],
    ['Availability', artwork.availability],
  ]
  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <JsonLd data={artwork.jsonLd} />
      <p className="mb-6">
        <a href={artwork.artist.href}>
          <span aria-hidden="true">←</span> All works by {artwork.artist.displayName}
        </a>
      </p>
      <div className="grid gap-10 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {artwork.images.length > 0 ? (
          <ArtworkGallery images={artwork.images} initial={artwork.initialImage} title={artwork.title} />
        ) : (
          <div className="aspect-[4/3] overflow-hidden rounded-lg border border-line">
            <PicturePlaceholder name={artwork.title} className="text-5xl" />
          </div>
        )}
        <div>
          <h1 className="text-4xl font-semibold">{artwork.title}</h1>
          <p className="mt-2 text-lg">
            by <a href={artwork.artist.href}>{artwork.artist.displayName}</a>
          </p>
          {heart}
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-t border-line pt-6">
            {facts
              .filter(([, value]) => value !== null && value !== undefined && value !== '')
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-muted">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          {artwork.description ? <p className="mt-6 whitespace-pre-line text-lg">{artwork.description}</p> : null}
          {artwork.tags.length > 0 ? (
            <ul aria-label="Tags" className="mt-6 flex flex-wrap gap-2">
              {artwork.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-accent-soft px-3 py-0.5 text-sm">
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </article>
  )
}
