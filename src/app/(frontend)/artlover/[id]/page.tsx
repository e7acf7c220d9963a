import { artLoverMetadata, ArtLoverRoute } from '@/domains/membership'

type Props = { params: Promise<{ id: string }> }

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
/** Rendered on a page's first visit, then cached (decision 039). */
export const generateStaticParams = () => []
export const generateMetadata = async ({ params }: Props) => artLoverMetadata((await params).id)
export default async function ArtLoverPage({ params }: Props) {
  return <ArtLoverRoute id={(await params).id} />
}
