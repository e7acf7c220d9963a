import { PicturePlaceholder } from '@/domains/media'
import type { Payload } from 'payload'

import type { Medium } from '@/payload-types'

import { cardImageIds } from '../services/public-pages'
import { resourcesShown } from '../services/page-views'
import { FEATURED_SELECTION, publicSelection, type PublicSelectionItem } from '../services/selections'
import { Picture } from './Picture'
import { publicImagesById, type Shown } from './public-images'

/** Featured cards are a quarter of the page wide from 1024 px, half from 640 px, else the whole width. */
const CARD_SIZES = '(min-width: 1024px) 17rem, (min-width: 640px) 45vw, 90vw'

function CardPicture({ image, name }: { image: Shown | null; name: string }) {
  return image ? (
    <Picture
      image={image}
      sizes={CARD_SIZES}
      fallbackWidth={400}
      className="aspect-square w-full rounded-md object-cover"
    />
  ) : (
    <div className="aspect-square overflow-hidden rounded-md">
      <PicturePlaceholder name={name} />
    </div>
  )
}

/** A featured artist's card shows their portrait, else their newest artwork (`pictures`). */
function Featured({ item, pictures }: { item: PublicSelectionItem; pictures: Map<number, Shown> }) {
  if (item.relationTo === 'artist-profiles') {
    const { profile } = item
    return (
      <li className="rounded-lg border border-line bg-white p-4 shadow-sm">
        <CardPicture image={pictures.get(profile.id) ?? null} name={profile.displayName} />
        <h3 className="mt-3 text-lg font-semibold">
          <a href={`/artist/${profile.slug}`}>{profile.displayName}</a>
        </h3>
        {profile.bio ? <p className="mt-1 text-muted">{profile.bio}</p> : null}
      </li>
    )
  }
  const { artwork } = item
  const artist = typeof artwork.artist === 'object' ? artwork.artist : null
  return (
    <li className="rounded-lg border border-line bg-white p-4 shadow-sm">
      <CardPicture image={pictures.get(-artwork.id) ?? null} name={artwork.title} />
      <h3 className="mt-3 text-lg font-semibold">
        <a href={`/art/${artwork.slug}`}>{artwork.title}</a>
      </h3>
      {artist ? <p className="mt-1 text-muted">by {artist.displayName}</p> : null}
    </li>
  )
}

/**
 * The pictures of the featured cards, keyed by profile id, and by the negated
 * id for an artwork (its first image).
 */
async function featuredPictures(payload: Payload, items: PublicSelectionItem[]): Promise<Map<number, Shown>> {
  const profileIds = items.flatMap((item) => (item.relationTo === 'artist-profiles' ? [item.profile.id] : []))
  const cards = await cardImageIds(payload, profileIds)
  const artworkImages = new Map(
    items.flatMap((item) => {
      if (item.relationTo !== 'artworks') return []
      const image = item.artwork.images?.[0]?.image
      const id = typeof image === 'object' && image !== null ? image.id : image
      return typeof id === 'number' ? [[item.artwork.id, id] as const] : []
    }),
  )
  const images = await publicImagesById(payload, [...cards.values(), ...artworkImages.values()])
  const pictures = new Map<number, Shown>()
  for (const [profile, image] of cards) if (images.has(image)) pictures.set(profile, images.get(image)!)
  for (const [artwork, image] of artworkImages) if (images.has(image)) pictures.set(-artwork, images.get(image)!)
  return pictures
}

/** The featured selection of `/artists` (`featured-on-home`): its cards, or nothing while it is empty. */
export async function FeaturedSelection({ payload }: { payload: Payload }) {
  const featured = await publicSelection(payload, FEATURED_SELECTION)
  if (!featured || featured.items.length === 0) return null
  const pictures = await featuredPictures(payload, featured.items)
  return (
    <section aria-labelledby="featured-heading" className="mb-12">
      {/* The selection's own title and description are the staff's words for it, not the visitors'. */}
      <h2 id="featured-heading" className="text-2xl font-semibold">
        Featured artists and works
      </h2>
      <p className="mt-1 text-muted">Studios and pieces our staff would like you to see this season.</p>
      <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-labelledby="featured-heading">
        {featured.items.map((item) => (
          <Featured
            key={`${item.relationTo}-${item.relationTo === 'artworks' ? item.artwork.id : item.profile.id}`}
            item={item}
            pictures={pictures}
          />
        ))}
      </ol>
    </section>
  )
}

/** The mediums to search by, and the way to every artist from A to Z; nothing while there is no medium. */
export async function BrowseByMedium({ payload }: { payload: Payload }) {
  const mediums = await payload.find({
    collection: 'mediums',
    sort: 'name',
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  if (mediums.docs.length === 0) return null
  return (
    <section aria-labelledby="mediums-heading" className="mb-12">
      <h2 id="mediums-heading" className="text-2xl font-semibold">
        Browse by medium
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {mediums.docs.map((medium: Medium) => (
          <li key={medium.id}>
            <a
              href={`/artists/artsearch?medium=${encodeURIComponent(medium.slug ?? '')}`}
              className="inline-block rounded-full border border-line px-4 py-1"
            >
              {medium.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        Or browse <a href="/art/artists">every artist from A to Z</a>.
      </p>
    </section>
  )
}

/** `/artists/artistresources`: the resources by category, each a link or an image file. */
export async function ArtistResourcesPage({ payload }: { payload: Payload }) {
  const groups = await resourcesShown(payload)
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p>
        <a href="/artists">Artists</a>
      </p>
      <h1 className="mt-2 text-4xl font-semibold">Resources for artists</h1>
      {groups.length === 0 ? <p className="mt-6">No resources yet: come back soon.</p> : null}
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`resources-${group.category}`} className="mt-10">
          <h2 id={`resources-${group.category}`} className="text-2xl font-semibold">
            {group.label}
          </h2>
          <ul className="mt-4 space-y-4">
            {group.resources.map((resource) => (
              <li key={resource.id}>
                <h3 className="text-lg font-semibold">
                  {resource.href ? <a href={resource.href}>{resource.title}</a> : resource.title}
                  {resource.image ? <span className="text-base font-normal text-muted"> (image)</span> : null}
                </h3>
                {resource.description ? <p className="mt-1 text-muted">{resource.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
