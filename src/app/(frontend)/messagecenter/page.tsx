import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { ConversationsPage, messageDocuments } from '@/domains/messages'
import { requestPerson } from '@/platform/payload'

export const metadata: Metadata = { title: 'Messages', robots: { index: false } }
export const dynamic = 'force-dynamic'

export default async function MessageCentreRoute() {
  const { payload, person } = await requestPerson()
  if (!person) redirect('/login?next=%2Fmessagecenter')
  return <ConversationsPage docs={messageDocuments(payload)} person={person} />
}
