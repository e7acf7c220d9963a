import { PicturePlaceholder } from '@/domains/media'
import type { ArtistIndexPage } from '../services/public-pages'
import { INDEX_LETTERS, indexHref, SEARCH_PATH, type ImageData } from '../services/public-view'
import { Pagination } from './Pagination'
import { Picture } from './Picture'

const artistCount = (count: number) => (count === 0 ? 'no artists' : count === 1 ? '1 artist' : `${count} artists`)

/** `/art/artists`: every public artist A to Z, a letter at a time. */
export function ArtistIndexView({
  index,
  images,
}: {
  index: ArtistIndexPage
  /** The artists' card pictures, by image id. */
  images: Map<number, ImageData & { alt: string }>
}) {
  const letterName = index.letter === '#' ? 'other characters' : index.letter
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-semibold">Artists A to Z</h1>
      <p className="mt-3 text-lg text-muted">
        Every artist in our directory by name. Looking for a medium or a neighbourhood?{' '}
        <a href={SEARCH_PATH}>Search the artists</a>.
      </p>
      <nav aria-label="Artists by letter" className="mt-8">
        <ul className="flex flex-wrap gap-1.5">
          {INDEX_LETTERS.map((letter) => {
            const count = index.letters[letter] ?? 0
            const name = letter === '#' ? 'Other characters' : letter
            const box = 'inline-flex h-10 min-w-10 items-center justify-center rounded border px-2 font-semibold'
            if (letter === index.letter) {
              return (
                <li key={letter}>
                  <a
                    href={indexHref(letter)}
                    aria-current="page"
                    className={`${box} border-ink bg-ink text-white no-underline`}
                  >
                    <span aria-hidden="true">{letter}</span>
                    <span className="sr-only">{`${name}, ${artistCount(count)}`}</span>
                  </a>
                </li>
              )
            }
            return (
              <li key={letter}>
                {count > 0 ? (
                  <a href={indexHref(letter)} className={`${box} border-line bg-white no-underline hover:border-ink`}>
                    <span aria-hidden="true">{letter}</span>
                    <span className="sr-only">{`${name}, ${artistCount(count)}`}</span>
                  </a>
                ) : (
                  <span className={`${box} border-transparent text-stone-500`}>
                    <span aria-hidden="true">{letter}</span>
                    <span className="sr-only">{`${name}, ${artistCount(0)}`}</span>
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      </nav>

      <h2 className="mt-10 text-2xl font-semibold">
        {index.letter === '#' ? 'Names starting with other characters' : `Names starting with ${index.letter}`}
      </h2>
      {index.artists.length > 0 ? (
        <>
          <p className="mt-1 text-muted">
            {artistCount(index.total)}
            {index.pages > 1 ? `, page ${index.page} of ${index.pages}` : ''}
          </p>
          <ul className="mt-6 grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
            {index.artists.map((artist) => {
              const image = artist.imageId ? images.get(artist.imageId) : undefined
              return (
                <li key={artist.id} className="flex items-center gap-4">
                  <div className="h-16 w-16 shrink-0 overflow-hidden rounded-md bg-accent-soft">
                    {image ? (
                      <Picture image={image} sizes="4rem" fallbackWidth={400} className="h-full w-full object-cover" />
                    ) : (
                      <PicturePlaceholder name={artist.displayName} />
                    )}
                  </div>
                  <div>
                    <a href={`/artist/${artist.slug ?? artist.id}`} className="text-lg font-medium">
                      {artist.displayName}
                    </a>
                    {artist.neighbourhood ? (
                      <span className="block text-sm text-muted">{artist.neighbourhood}</span>
                    ) : null}
                  </div>
                </li>
              )
            })}
          </ul>
        </>
      ) : index.total > 0 ? (
        <p className="mt-4">
          There is no page {index.page} here. <a href={indexHref(index.letter)}>Go to the first page</a>.
        </p>
      ) : (
        <p className="mt-4 text-muted">No artist’s name starts with {letterName} yet. Choose another letter above.</p>
      )}
      <Pagination
        page={index.page}
        pages={index.pages}
        href={(page) => indexHref(index.letter, page)}
        label={`Pages of artists under ${letterName}`}
      />
    </div>
  )
}
