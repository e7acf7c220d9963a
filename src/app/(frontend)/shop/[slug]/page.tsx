import { productMetadata, ProductRoute } from '@/domains/commerce'

type Props = { params: Promise<{ slug: string }> }

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
/** Rendered on a page's first visit, then cached (decision 039). */
export const generateStaticParams = () => []
export const generateMetadata = async ({ params }: Props) => productMetadata((await params).slug)
export default async function ProductPage({ params }: Props) {
  return <ProductRoute slug={(await params).slug} />
}
