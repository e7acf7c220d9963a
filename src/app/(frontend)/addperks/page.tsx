import { AddPerkRoute, partnerPageMetadata } from '@/domains/perks'

export const metadata = { ...partnerPageMetadata, title: 'Offer a perk' }
export const dynamic = 'force-dynamic'

export default function AddPerkPage() {
  return <AddPerkRoute />
}
