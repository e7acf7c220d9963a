import { EditPerksRoute, partnerPageMetadata } from '@/domains/perks'

export const metadata = { ...partnerPageMetadata, title: 'Your perks' }
export const dynamic = 'force-dynamic'

export default function EditPerksPage() {
  return <EditPerksRoute />
}
