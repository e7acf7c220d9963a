import type { Metadata } from 'next'

import { SignInProblemPage } from '@/domains/accounts'

export const metadata: Metadata = { title: 'Signing in did not work', robots: { index: false } }

export default SignInProblemPage
