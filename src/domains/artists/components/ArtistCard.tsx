import { PicturePlaceholder } from '@/domains/media'
import type { ArtistCardData } from '../services/grids'
import { Picture } from './Picture'

/** One artist in a grid, drawn as the artwork cards are: their picture, name, mediums and neighbourhood. */
export function ArtistCard({ artist, headingLevel = 3 }: { artist: ArtistCardData; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const details = [artist.mediums.slice(0, 3).join(', '), artist.neighbourhood].filter(Boolean).join(' · ')
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white shadow-sm">
      <div className="aspect-[4/3] overflow-hidden bg-accent-soft">
        {artist.image ? (
          <Picture
            image={artist.image}
            sizes="(min-width: 1024px) 17rem, (min-width: 640px) 45vw, 100vw"
            fallbackWidth={400}
            className="h-full w-full object-cover"
          />
        ) : (
          <PicturePlaceholder name={artist.displayName} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading className="text-lg font-semibold">
          <a href={`/artist/${artist.slug ?? artist.id}`} className="text-ink no-underline hover:underline">
            {artist.displayName}
          </a>
        </Heading>
        {details ? <p className="text-sm text-muted">{details}</p> : null}
      </div>
    </article>
  )
}
