import { fixedPage, HomeView } from '@/domains/content'
import { prerenderingTheBuild } from '@/platform/http/public-pages'
import { payloadInstance } from '@/platform/payload'

/** Cached whole; the safety net after which a cache in front (a CDN) asks again (decision 039). */
export const revalidate = 60

export default async function HomeRoute() {
  if (prerenderingTheBuild()) return null
  const payload = await payloadInstance()
  return <HomeView home={await fixedPage(payload, 'home-page')} log={payload.logger} />
}
