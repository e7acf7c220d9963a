import { artworkMetadata, ArtworkRoute } from '@/domains/artists'
import { FavouriteHeart } from '@/domains/membership'
import { withOembedDiscovery } from '@/domains/publicApi'
import { config } from '@/platform/config'

type Props = { params: Promise<{ id: string }> }

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
/** Rendered on a page's first visit, then cached (decision 039). */
export const generateStaticParams = () => []
export const generateMetadata = async ({ params }: Props) =>
  withOembedDiscovery(await artworkMetadata((await params).id), config().PUBLIC_URL)
export default async function ArtworkPage({ params }: Props) {
  const { id } = await params
  return (
    <ArtworkRoute id={id} heart={(artwork) => <FavouriteHeart kind="artwork" id={artwork} back={`/art/${id}`} />} />
  )
}
