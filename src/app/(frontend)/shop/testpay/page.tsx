import type { Metadata } from 'next'

import { TestCheckoutPage } from '@/domains/commerce'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Test payment', robots: { index: false, follow: false } }

export default TestCheckoutPage
