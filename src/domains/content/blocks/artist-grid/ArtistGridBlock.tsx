import { ArtistCard, artistGrid } from '@/domains/artists'
import { payloadInstance } from '@/platform/payload'

import { artistGridChoice, weekendAsked, type ArtistGridFields } from '../grid-choice'
import { weekendArtists } from './weekend-artists'

export type ArtistGridBlockData = ArtistGridFields & {
  blockType: 'artistGrid'
  id?: string | null
  heading?: string | null
}

/** Public artists' cards from a selection or a query; nothing at all when none is public. */
export async function ArtistGridBlock({ block }: { block: ArtistGridBlockData }) {
  const weekend = weekendAsked(block)
  const choice = artistGridChoice(block, weekend === null ? null : await weekendArtists(weekend))
  if (!choice) return null
  const artists = await artistGrid(await payloadInstance(), choice)
  if (artists.length === 0) return null
  return (
    <section className="mx-auto max-w-6xl px-4 sm:px-6" aria-label={block.heading ? undefined : 'Artists'}>
      {block.heading ? <h2 className="mb-6 text-2xl font-semibold">{block.heading}</h2> : null}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {artists.map((artist) => (
          <li key={artist.id}>
            <ArtistCard artist={artist} />
          </li>
        ))}
      </ul>
    </section>
  )
}
