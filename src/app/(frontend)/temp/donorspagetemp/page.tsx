import { DonorsPageRoute, PreviewFrame, previewMetadata, previewToken } from '@/domains/content'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const dynamic = 'force-dynamic'
export const metadata = previewMetadata

/** The donors page with its introduction's draft, for staff or a preview link's holder. */
export default async function DonorsPagePreview({ searchParams }: Props) {
  return (
    <PreviewFrame target="donors-page" token={previewToken(await searchParams)}>
      {async () => <DonorsPageRoute draft />}
    </PreviewFrame>
  )
}
