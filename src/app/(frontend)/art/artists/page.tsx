import { artistIndexMetadata, ArtistIndexRoute } from '@/domains/artists'

export const metadata = artistIndexMetadata
export default async function ArtistIndexPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  return <ArtistIndexRoute searchParams={await searchParams} />
}
