import { artworkMetadata, ArtworkRoute } from '@/domains/artists'
import { FavouriteHeart } from '@/domains/membership'

/** `/art/{id}?image=n`, as the proxy answers it (decision 039). */
type Props = { params: Promise<{ id: string; image: string }> }

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
/** Rendered on a page's first visit, then cached (decision 039). */
export const generateStaticParams = () => []
export const generateMetadata = async ({ params }: Props) => artworkMetadata((await params).id)
export default async function ArtworkImagePage({ params }: Props) {
  const { id, image } = await params
  return (
    <ArtworkRoute
      id={id}
      image={image}
      heart={(artwork) => <FavouriteHeart kind="artwork" id={artwork} back={`/art/${id}`} />}
    />
  )
}
