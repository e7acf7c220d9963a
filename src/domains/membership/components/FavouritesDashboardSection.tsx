import { payloadInstance } from '@/platform/payload'
import type { User } from '@/payload-types'

import { heartAction } from '../favourite-actions'
import { artLoverPagePath } from '../services/favourite-rules'
import { artLoverPageSettings, favouritesOf } from '../services/favourites'
import { ArtLoverPageForm } from './ArtLoverPageForm'

function Unheart({ kind, id, name }: { kind: 'artist' | 'artwork'; id: number; name: string }) {
  return (
    <form action={heartAction}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="want" value="remove" />
      <input type="hidden" name="back" value="/dashboard#favourites" />
      <button type="submit" className="text-sm text-muted underline hover:text-ink">
        Remove<span className="sr-only"> {name} from your favourites</span>
      </button>
    </form>
  )
}

/**
 * The dashboard's "Your favourites" (decision 059): the artists and artworks
 * the person hearted that are on the site now, each with a link and an
 * unheart, and the switch for their public page at `/artlover/{id}`.
 */
export async function FavouritesDashboardSection({ person }: { person: User }) {
  const payload = await payloadInstance()
  const [favourites, page] = await Promise.all([
    favouritesOf(payload, person.id),
    artLoverPageSettings(payload, person.id),
  ])
  const empty = favourites.artists.length === 0 && favourites.artworks.length === 0
  return (
    <section
      id="favourites"
      aria-labelledby="section-favourites"
      className="rounded-lg border border-line bg-white p-6 shadow-sm"
    >
      <h2 id="section-favourites" className="text-2xl font-semibold">
        Your favourites
      </h2>
      {empty ? (
        <p className="mt-4">
          Nothing yet. Press the heart on an <a href="/art/artists">artist’s page</a> or an artwork’s page to keep it
          here.
        </p>
      ) : (
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <div>
            <h3 className="text-lg font-semibold">Artists</h3>
            {favourites.artists.length ? (
              <ul className="mt-2 space-y-2">
                {favourites.artists.map((artist) => (
                  <li key={artist.id} className="flex items-baseline justify-between gap-4">
                    <a href={artist.href}>{artist.name}</a>
                    <Unheart kind="artist" id={artist.id} name={artist.name} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-muted">No artist yet.</p>
            )}
          </div>
          <div>
            <h3 className="text-lg font-semibold">Artworks</h3>
            {favourites.artworks.length ? (
              <ul className="mt-2 space-y-2">
                {favourites.artworks.map((artwork) => (
                  <li key={artwork.id} className="flex items-baseline justify-between gap-4">
                    <span>
                      <a href={artwork.href}>{artwork.title}</a>
                      {artwork.artist ? <span className="text-muted"> by {artwork.artist}</span> : null}
                    </span>
                    <Unheart kind="artwork" id={artwork.id} name={artwork.title} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-muted">No artwork yet.</p>
            )}
          </div>
        </div>
      )}
      <h3 className="mt-6 border-t border-line pt-5 text-lg font-semibold">Your public page</h3>
      {page.shown ? (
        <p className="mt-2">
          On, at <a href={artLoverPagePath(person.id)}>{artLoverPagePath(person.id)}</a>.
        </p>
      ) : (
        <p className="mt-2">Off: nobody else sees your favourites.</p>
      )}
      <ArtLoverPageForm shown={page.shown} displayName={page.displayName} />
    </section>
  )
}
