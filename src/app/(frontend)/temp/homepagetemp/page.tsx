import { fixedPage, HomeView, PreviewFrame, previewMetadata, previewToken } from '@/domains/content'
import { payloadInstance } from '@/platform/payload'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const dynamic = 'force-dynamic'
export const metadata = previewMetadata

/** The home page's draft, for staff or a preview link's holder. */
export default async function HomePagePreview({ searchParams }: Props) {
  const payload = await payloadInstance()
  return (
    <PreviewFrame target="home-page" token={previewToken(await searchParams)}>
      {async () => <HomeView home={await fixedPage(payload, 'home-page', { draft: true })} log={payload.logger} />}
    </PreviewFrame>
  )
}
