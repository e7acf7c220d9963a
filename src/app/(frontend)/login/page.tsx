import type { Metadata } from 'next'

import { SignInPage } from '@/domains/accounts'

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } }

export default SignInPage
