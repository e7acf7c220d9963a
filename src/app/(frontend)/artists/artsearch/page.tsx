import { artSearchMetadata, ArtSearchRoute } from '@/domains/artists'

export const metadata = artSearchMetadata
export default async function ArtSearchPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  return <ArtSearchRoute searchParams={await searchParams} />
}
