import { DraftPreviewRoute, previewMetadata } from '@/domains/content'

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ token?: string | string[] }> }

/** A draft, for one person: rendered for each request, never cached (decision 056). */
export const dynamic = 'force-dynamic'
export const metadata = previewMetadata
export default async function PagePreview({ params, searchParams }: Props) {
  const { token } = await searchParams
  return <DraftPreviewRoute pageKey={(await params).id} token={typeof token === 'string' ? token : undefined} />
}
