import { PicturePlaceholder } from '@/domains/media'
import { AVAILABILITY_LABELS, type Availability } from '../services/rules'
import { priceText, type ImageData } from '../services/public-view'
import { Picture } from './Picture'

export type ArtworkCardData = {
  id: number
  slug?: string | null
  title: string
  year?: number | null
  price?: number | null
  priceOnRequest?: boolean | null
  availability: Availability
  /** Already through `publicImage`: null when there is none or it lacks alt text. */
  image: (ImageData & { alt: string }) | null
}

/** How wide a card's picture is shown: its `sizes`. */
export const ARTWORK_CARD_SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw'

export const artworkHref = (artwork: { id: number; slug?: string | null }) => `/art/${artwork.slug ?? artwork.id}`

/** One artwork in a grid: its picture, title, year, price and whether it is for sale. */
export function ArtworkCard({
  artwork,
  headingLevel = 3,
  sizes = ARTWORK_CARD_SIZES,
}: {
  artwork: ArtworkCardData
  headingLevel?: 3 | 4
  /** How wide the picture is shown where the card is not in a page-wide grid (the search's results). */
  sizes?: string
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white shadow-sm">
      <div className="aspect-[4/3] overflow-hidden bg-stone-100">
        {artwork.image ? (
          <Picture
            image={artwork.image}
            sizes={sizes}
            fallbackWidth={400}
            className="h-full w-full object-cover"
          />
        ) : (
          <PicturePlaceholder name={artwork.title} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading className="text-lg font-semibold">
          <a href={artworkHref(artwork)} className="text-ink no-underline hover:underline">
            {artwork.title}
          </a>
        </Heading>
        <p className="text-sm text-muted">
          {[artwork.year, priceText(artwork), AVAILABILITY_LABELS[artwork.availability]].filter(Boolean).join(' · ')}
        </p>
      </div>
    </article>
  )
}
