
import { HomeView } from '@/domains/content'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

export default async function HomeRoute() {
  const payload = await payloadInstance()
  const home = await payload.findGlobal({ slug: 'home-page' })
  return <HomeView home={home} />
}
