import type { Metadata } from 'next'

import { RegistrationPage } from '@/domains/openStudios'

export const metadata: Metadata = { title: 'Open Studios registration' }
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** `/artists/sfosregistration`: an artist's Open Studios registration (decision 051). */
export default function SfosRegistrationRoute({ searchParams }: Props) {
  return <RegistrationPage searchParams={searchParams} />
}
