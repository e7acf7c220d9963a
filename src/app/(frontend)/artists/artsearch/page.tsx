import { artSearchMetadata, ArtSearchRoute } from '@/domains/artists'
import { openStudiosSearchMap } from '@/domains/openStudios'

export const metadata = artSearchMetadata
export default async function ArtSearchPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  // The map view shows the found artists' Open Studios studios: composed here, where both domains meet.
  return <ArtSearchRoute searchParams={await searchParams} studioMap={openStudiosSearchMap} />
}
