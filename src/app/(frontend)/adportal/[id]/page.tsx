import { adPortalMetadata, AdPortalRoute } from '@/domains/openStudios'

export const metadata = adPortalMetadata

export default async function AdPortalPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<{ upload?: string | string[] }>
}) {
  const upload = (await searchParams).upload
  return <AdPortalRoute id={(await params).id} upload={typeof upload === 'string' ? upload : undefined} />
}
