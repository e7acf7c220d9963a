import { ArtistsContentPage, artistsContentMetadata } from '@/domains/artists'

type Params = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Params) {
  return artistsContentMetadata((await params).id)
}

export default async function ArtistsContentRoute({ params }: Params) {
  return <ArtistsContentPage id={(await params).id} />
}
