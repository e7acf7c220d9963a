import { sitemapFileResponse } from '@/app/sitemaps'
import { payloadInstance } from '@/platform/payload'

/** `/sitemaps/{file}`, and `/sitemap.xml` rewritten here by the proxy: cached whole, expired by its data's tags (decision 069). */
export const revalidate = 60
export const generateStaticParams = () => []

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  return sitemapFileResponse(await payloadInstance(), file)
}
