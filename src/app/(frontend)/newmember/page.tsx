import type { Metadata } from 'next'

import { JoinPage } from '@/domains/accounts'

export const metadata: Metadata = { title: 'Join' }
export const dynamic = 'force-dynamic'
export default JoinPage
