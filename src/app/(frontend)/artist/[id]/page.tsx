import { artistMetadata, ArtistRoute } from '@/domains/artists'
import { FavouriteHeart } from '@/domains/membership'
import { AddToPlan } from '@/domains/openStudios'
import { withOembedDiscovery } from '@/domains/publicApi'
import { config } from '@/platform/config'

type Props = { params: Promise<{ id: string }> }

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
/** Rendered on a page's first visit, then cached (decision 039). */
export const generateStaticParams = () => []
export const generateMetadata = async ({ params }: Props) =>
  withOembedDiscovery(await artistMetadata((await params).id), config().PUBLIC_URL)
export default async function ArtistPage({ params }: Props) {
  const { id } = await params
  return (
    <ArtistRoute
      id={id}
      heart={(artist) => (
        <>
          <FavouriteHeart kind="artist" id={artist} back={`/artist/${id}`} />
          <AddToPlan profile={artist} />
        </>
      )}
    />
  )
}
