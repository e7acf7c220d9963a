import { ArtworkCard, artworkGrid } from '@/domains/artists'
import { payloadInstance } from '@/platform/payload'

import { artworkGridChoice, type ArtworkGridFields } from '../grid-choice'

export type ArtworkGridBlockData = ArtworkGridFields & {
  blockType: 'artworkGrid'
  id?: string | null
  heading?: string | null
}

/** Public artworks' cards, chosen, from a selection or the newest of a medium; nothing when none is public. */
export async function ArtworkGridBlock({ block }: { block: ArtworkGridBlockData }) {
  const choice = artworkGridChoice(block)
  if (!choice) return null
  const artworks = await artworkGrid(await payloadInstance(), choice)
  if (artworks.length === 0) return null
  return (
    <section className="mx-auto max-w-6xl px-4 sm:px-6" aria-label={block.heading ? undefined : 'Artworks'}>
      {block.heading ? <h2 className="mb-6 text-2xl font-semibold">{block.heading}</h2> : null}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {artworks.map((artwork) => (
          <li key={artwork.id}>
            <ArtworkCard artwork={artwork} />
          </li>
        ))}
      </ul>
    </section>
  )
}
