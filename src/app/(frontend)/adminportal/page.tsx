import type { Metadata } from 'next'

import { CONTROL_PANEL_TOOLS } from '@/app/control-panel'
import { AdminPortalPage } from '@/domains/accounts'

export const metadata: Metadata = { title: 'Staff portal', robots: { index: false } }

export default function AdminPortal() {
  return <AdminPortalPage tools={CONTROL_PANEL_TOOLS} />
}
