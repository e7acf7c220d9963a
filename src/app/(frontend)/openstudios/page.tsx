import { openStudiosMetadata, OpenStudiosRoute } from '@/domains/openStudios'

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60
export const metadata = openStudiosMetadata

export default function OpenStudiosIndex() {
  return <OpenStudiosRoute weekend={null} />
}
