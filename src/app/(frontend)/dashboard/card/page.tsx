import { CardRoute, cardPageMetadata } from '@/domains/membership'

export const metadata = cardPageMetadata
export const dynamic = 'force-dynamic'

export default async function CardPage(props: { searchParams: Promise<{ reissued?: string }> }) {
  const { reissued } = await props.searchParams
  return <CardRoute reissued={reissued === '1'} />
}
