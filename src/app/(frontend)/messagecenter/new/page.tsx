import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { NewConversationPage, problemOf } from '@/domains/messages'
import { requestPerson } from '@/platform/payload'

export const metadata: Metadata = { title: 'New conversation', robots: { index: false } }
export const dynamic = 'force-dynamic'

export default async function NewConversationRoute(props: { searchParams: Promise<Record<string, string | string[]>> }) {
  const { payload, person } = await requestPerson()
  if (!person) redirect('/login?next=%2Fmessagecenter%2Fnew')
  return <NewConversationPage payload={payload} person={person} problem={problemOf((await props.searchParams).problem)} />
}
