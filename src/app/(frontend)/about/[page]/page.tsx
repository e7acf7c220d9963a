import { publicPageMetadata, PublicPageRoute } from '@/domains/content'

type Props = { params: Promise<{ page: string }> }

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
/** Rendered on a page's first visit, then cached (decision 039). */
export const generateStaticParams = () => []
export const generateMetadata = async ({ params }: Props) => publicPageMetadata('about', (await params).page)
export default async function AboutPage({ params }: Props) {
  return <PublicPageRoute section="about" slug={(await params).page} />
}
