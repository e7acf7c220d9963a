import type { Metadata } from 'next'

import { ForgotPasswordPage } from '@/domains/accounts'

export const metadata: Metadata = { title: 'Forgot your password?', robots: { index: false } }
export default ForgotPasswordPage
