import { ArtLoverView, fixedPage, PreviewFrame, previewMetadata, previewToken } from '@/domains/content'
import { payloadInstance } from '@/platform/payload'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const dynamic = 'force-dynamic'
export const metadata = previewMetadata

/** The art lovers' page's draft, for staff or a preview link's holder. */
export default async function ArtLoverPagePreview({ searchParams }: Props) {
  const payload = await payloadInstance()
  return (
    <PreviewFrame target="art-lover-page" token={previewToken(await searchParams)}>
      {async () => <ArtLoverView page={await fixedPage(payload, 'art-lover-page', { draft: true })} />}
    </PreviewFrame>
  )
}
