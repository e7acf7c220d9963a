import { archivePageMetadata, NewsletterArchiveRoute } from '@/domains/mailings'

type Params = { params: Promise<{ page: string }> }

/** `/newsletters?page=N`, rewritten here by the proxy: each page cached whole by its path (decision 039). */
export const revalidate = 60
/** Rendered on a page's first visit, then cached (decision 039). */
export const generateStaticParams = () => []
export async function generateMetadata({ params }: Params) {
  return archivePageMetadata((await params).page)
}

export default async function NewsletterArchivePage({ params }: Params) {
  return <NewsletterArchiveRoute page={(await params).page} />
}
