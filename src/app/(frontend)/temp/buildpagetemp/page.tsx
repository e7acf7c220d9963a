import { DraftPreviewRoute, previewMetadata } from '@/domains/content'

type Props = { searchParams: Promise<{ id?: string | string[]; token?: string | string[] }> }

/** The page being built, in the editor's live preview: rendered for each request, never cached (decision 056). */
export const dynamic = 'force-dynamic'
export const metadata = previewMetadata
export default async function PageBuildPreview({ searchParams }: Props) {
  const { id, token } = await searchParams
  return (
    <DraftPreviewRoute
      pageKey={typeof id === 'string' ? id : undefined}
      token={typeof token === 'string' ? token : undefined}
    />
  )
}
