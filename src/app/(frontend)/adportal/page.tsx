import { adPortalMetadata, AdPortalListRoute } from '@/domains/openStudios'

export const metadata = { ...adPortalMetadata, title: 'Your guide ads' }

export default function AdPortalListPage() {
  return <AdPortalListRoute />
}
