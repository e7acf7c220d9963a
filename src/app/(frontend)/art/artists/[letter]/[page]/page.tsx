import { artistIndexMetadata, ArtistIndexRoute } from '@/domains/artists'

/** `/art/artists?letter=B&page=2`, as the proxy answers it (decision 039). */
type Props = { params: Promise<{ letter: string; page: string }> }

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
/** Rendered on a page's first visit, then cached (decision 039). */
export const generateStaticParams = () => []
export const metadata = artistIndexMetadata
export default async function ArtistIndexPage({ params }: Props) {
  return <ArtistIndexRoute {...await params} />
}
