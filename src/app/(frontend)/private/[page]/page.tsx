import { privatePageMetadata, PrivatePageRoute } from '@/domains/content'

type Props = { params: Promise<{ page: string }>; searchParams: Promise<{ key?: string | string[] }> }

/** For one person: rendered for each request, never cached (decision 056). */
export const dynamic = 'force-dynamic'
export const metadata = privatePageMetadata
export default async function PrivatePage({ params, searchParams }: Props) {
  const { key } = await searchParams
  return <PrivatePageRoute slug={(await params).page} linkKey={typeof key === 'string' ? key : undefined} />
}
