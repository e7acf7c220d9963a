import type { Metadata } from 'next'

import { BadMailLinkPage } from '@/domains/comms'

export const metadata: Metadata = { title: 'This link is not valid', robots: { index: false } }

/** `/mail/bad-link`: the proxy shows it, with status 400, for a consent link not signed by us (decision 090). */
export default function Page() {
  return <BadMailLinkPage />
}
