import config from '@payload-config'
import type { Metadata } from 'next'

import { AdminPortalPage } from '@/domains/accounts'

export const metadata: Metadata = { title: 'Staff portal', robots: { index: false } }

export default function AdminPortal() {
  return <AdminPortalPage payloadConfig={config} />
}
