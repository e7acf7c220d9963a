import { artistMetadata, ArtistRoute } from '@/domains/artists'

type Props = { params: Promise<{ id: string }> }

export const generateMetadata = async ({ params }: Props) => artistMetadata((await params).id)
export default async function ArtistPage({ params }: Props) {
  return <ArtistRoute id={(await params).id} />
}
