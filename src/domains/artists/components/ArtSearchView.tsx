import { PicturePlaceholder } from '@/domains/media'
import type { ReactNode } from 'react'

import type { ArtSearchResults, Facet } from '../services/art-search'
import { removableFilters, SEARCH_PATH, searchHref, type FacetKey, type ImageData } from '../services/public-view'
import { ArtworkCard } from './ArtworkCard'
import { FiltersSheet } from './FiltersSheet'
import { Pagination } from './Pagination'
import { Picture } from './Picture'

type PublicImages = Map<number, ImageData & { alt: string }>

/**
 * How wide a result's artwork is shown (its picture's `sizes`): from 640 px a third of the results column, about
 * 11 to 19rem as the screen widens — 16rem is near enough for the choice among the 400, 1200 and 2400 px files —
 * not a page-wide grid's 45vw, so a tablet or a desktop takes the 400 px file; below, the whole width. Short:
 * every picture carries it three times, in both formats' markup and in the page's React payload.
 */
export const SEARCH_ARTWORK_SIZES = '(min-width: 640px) 16rem, 100vw'

const FACETS: { key: FacetKey; param: string; legend: string }[] = [
  { key: 'mediums', param: 'medium', legend: 'Medium' },
  { key: 'neighbourhoods', param: 'neighbourhood', legend: 'Neighbourhood' },
  { key: 'priceBands', param: 'price', legend: 'Price' },
  { key: 'availability', param: 'availability', legend: 'Availability' },
  { key: 'weekends', param: 'weekend', legend: 'Open Studios weekend' },
]

const facetsOf = (results: ArtSearchResults, key: FacetKey): Facet[] =>
  ({
    mediums: results.facets.mediums,
    neighbourhoods: results.facets.neighbourhoods,
    priceBands: results.facets.priceBands,
    availability: results.facets.availability,
    weekends: results.facets.weekends,
  })[key]

/**
 * `/artists/artsearch`: a plain GET form (works without JavaScript; the search
 * lives in the address, so it can be shared), facets with their counts, and
 * the artists found with their matching artworks — as a list, or with the
 * map of their Open Studios studios above it (`?view=map`, the `map` given).
 */
export function ArtSearchView({
  results,
  images,
  map,
}: {
  results: ArtSearchResults
  images: PublicImages
  map?: ReactNode
}) {
  const { query } = results
  const chosen =
    query.mediums.length +
    query.neighbourhoods.length +
    query.priceBands.length +
    query.availability.length +
    query.weekends.length
  const filtered = chosen > 0
  const labels = Object.fromEntries(
    FACETS.map(({ key }) => [key, new Map(facetsOf(results, key).map((facet) => [facet.value, facet.label]))]),
  ) as Record<FacetKey, Map<string, string>>
  const removable = removableFilters(query, labels)

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-semibold">Search artists and art</h1>
      <form id="art-search" method="get" action={SEARCH_PATH} role="search" className="mt-6">
        {query.view === 'map' ? <input type="hidden" name="view" value="map" /> : null}
        <div className="flex flex-wrap gap-3">
          <label htmlFor="art-search-text" className="sr-only">
            Search artists and artworks
          </label>
          <input
            id="art-search-text"
            type="search"
            name="q"
            defaultValue={query.text}
            maxLength={200}
            placeholder="A name, a medium, a word…"
            className="min-w-0 flex-1 rounded border border-stone-400 bg-white px-3 py-2 text-lg"
          />
          <button
            type="submit"
            className="rounded bg-accent px-5 py-2 text-lg font-semibold text-white hover:bg-accent-strong"
          >
            Search
          </button>
        </div>
      </form>
      <div className="mt-6 grid gap-6 lg:mt-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
        {/* The filters belong to the form above through `form=`, so one GET carries the words and the choices. */}
        <aside aria-labelledby="filters-heading">
          <h2 id="filters-heading" className="sr-only">
            Filters
          </h2>
          <FiltersSheet form="art-search" chosen={chosen}>
            {FACETS.filter(({ key }) => facetsOf(results, key).length > 0).map(({ key, param, legend }) => (
              <fieldset key={key} className="mb-6">
                <legend className="mb-2 font-semibold">{legend}</legend>
                {/* Styled from the list, once, rather than on each of some forty choices (decision 079). */}
                <ul className="space-y-1 [&_input]:h-4 [&_input]:w-4 [&_input]:accent-accent [&_label]:flex [&_label]:items-center [&_label]:gap-2">
                  {facetsOf(results, key).map((facet) => (
                    <li key={facet.value}>
                      <label>
                        <input
                          type="checkbox"
                          form="art-search"
                          name={param}
                          value={facet.value}
                          defaultChecked={facet.selected}
                        />
                        <span className={facet.count === 0 && !facet.selected ? 'text-stone-500' : undefined}>
                          {facet.label} <span className="text-muted">({facet.count})</span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ))}
          </FiltersSheet>
        </aside>

        <section aria-labelledby="results-heading">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="results-heading" className="text-2xl font-semibold">
              {results.total === 1 ? '1 artist found' : `${results.total} artists found`}
            </h2>
            <nav aria-label="Show the results">
              <ul className="flex gap-2">
                {(['list', 'map'] as const).map((view) => (
                  <li key={view}>
                    <a
                      href={searchHref(query, { view })}
                      aria-current={query.view === view ? 'page' : undefined}
                      className={`inline-block rounded-full border px-4 py-1 no-underline ${
                        query.view === view
                          ? 'border-accent bg-accent text-white'
                          : 'border-stone-400 bg-white text-ink'
                      }`}
                    >
                      {view === 'list' ? 'List' : 'Map of studios'}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          {query.view === 'map' && results.total > 0 ? <div className="mt-4">{map}</div> : null}
          {!query.text && !filtered ? (
            <p className="mt-2 text-muted">
              Type a name, a medium or any word above, or choose filters, to narrow the list. Meanwhile, here are all
              our artists, A to Z.
            </p>
          ) : null}
          {removable.length > 0 && results.total > 0 ? (
            <p className="mt-2 text-sm text-muted">
              Searching for{' '}
              {removable.map((filter, index) => (
                <span key={filter.href}>
                  {index > 0 ? ', ' : ''}
                  {filter.label} (<a href={filter.href}>remove</a>)
                </span>
              ))}
            </p>
          ) : null}

          {results.total === 0 ? (
            <div className="mt-4 rounded-lg border border-line bg-white p-6">
              <p className="text-lg">
                No artists match {removable.length > 0 ? 'all of these' : 'yet'}
                {removable.length > 0 ? ' — remove a filter:' : '.'}
              </p>
              {removable.length > 0 ? (
                <ul className="mt-3 list-disc space-y-1 pl-6">
                  {removable.map((filter) => (
                    <li key={filter.href}>
                      <a href={filter.href}>Without {filter.label}</a>
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="mt-4">
                Or <a href={SEARCH_PATH}>start again with every artist</a>, or browse{' '}
                <a href="/art/artists">artists A to Z</a>.
              </p>
            </div>
          ) : results.artists.length === 0 ? (
            <p className="mt-4">
              There is no page {query.page} of these results.{' '}
              <a href={searchHref(query, { page: 1 })}>Go to the first page</a>.
            </p>
          ) : (
            <ul className="mt-6 space-y-8">
              {results.artists.map((artist) => {
                const portrait = artist.portraitId ? images.get(artist.portraitId) : undefined
                return (
                  <li key={artist.id} className="rounded-lg border border-line bg-white p-5 shadow-sm">
                    <article aria-labelledby={`artist-${artist.id}`}>
                      <div className="flex gap-4">
                        <div className="h-20 w-20 shrink-0 overflow-hidden rounded-full bg-stone-100">
                          {portrait ? (
                            <Picture
                              image={portrait}
                              sizes="5rem"
                              fallbackWidth={400}
                              className="h-full w-full object-cover"
                            />
                          ) : (
                            <PicturePlaceholder name={artist.displayName} />
                          )}
                        </div>
                        <div className="min-w-0">
                          <h3 id={`artist-${artist.id}`} className="text-xl font-semibold">
                            <a href={`/artist/${artist.slug ?? artist.id}`}>{artist.displayName}</a>
                          </h3>
                          <p className="text-sm text-muted">
                            {[artist.neighbourhood?.name, artist.mediums.map((medium) => medium.name).join(', ')]
                              .filter(Boolean)
                              .join(' · ')}
                          </p>
                          {artist.bio ? <p className="mt-2 line-clamp-3">{artist.bio}</p> : null}
                        </div>
                      </div>
                      {artist.artworks.length > 0 ? (
                        <ul aria-label={`Works by ${artist.displayName}`} className="mt-4 grid gap-4 sm:grid-cols-3">
                          {artist.artworks.map((artwork) => (
                            <li key={artwork.id}>
                              <ArtworkCard
                                headingLevel={4}
                                sizes={SEARCH_ARTWORK_SIZES}
                                artwork={{
                                  ...artwork,
                                  image: artwork.imageId ? (images.get(artwork.imageId) ?? null) : null,
                                }}
                              />
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </article>
                  </li>
                )
              })}
            </ul>
          )}
          <Pagination
            page={query.page}
            pages={results.pages}
            href={(page) => searchHref(query, { page })}
            label="Pages of results"
          />
        </section>
      </div>
    </div>
  )
}
