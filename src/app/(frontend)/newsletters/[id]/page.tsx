import { newsletterMetadata, NewsletterRoute } from '@/domains/mailings'

type Params = { params: Promise<{ id: string }> }

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
/** Rendered on a page's first visit, then cached (decision 039). */
export const generateStaticParams = () => []
export async function generateMetadata({ params }: Params) {
  return newsletterMetadata((await params).id)
}

export default async function NewsletterPage({ params }: Params) {
  return <NewsletterRoute id={(await params).id} />
}
