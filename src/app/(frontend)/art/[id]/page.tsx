import { artworkMetadata, ArtworkRoute } from '@/domains/artists'

type Props = {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = async ({ params }: Props) => artworkMetadata((await params).id)
export default async function ArtworkPage({ params, searchParams }: Props) {
  return <ArtworkRoute id={(await params).id} searchParams={await searchParams} />
}
