import config from '@payload-config'
import { getPayload } from 'payload'

import { HomeView } from '@/domains/content'

export const dynamic = 'force-dynamic'

export default async function HomeRoute() {
  const payload = await getPayload({ config })
  const home = await payload.findGlobal({ slug: 'home-page' })
  return <HomeView home={home} />
}
