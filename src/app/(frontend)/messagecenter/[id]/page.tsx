import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { ConversationPage, messageDocuments, problemOf } from '@/domains/messages'
import { requestPerson } from '@/platform/payload'

export const metadata: Metadata = { title: 'Conversation', robots: { index: false } }
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[]>> }

export default async function ConversationRoute(props: Props) {
  const { id } = await props.params
  const { payload, person } = await requestPerson()
  if (!person) redirect(`/login?next=${encodeURIComponent(`/messagecenter/${id}`)}`)
  const page = await ConversationPage({
    docs: messageDocuments(payload),
    person,
    id,
    problem: problemOf((await props.searchParams).problem),
  })
  // Another person's conversation is answered as one that does not exist.
  if (!page) notFound()
  return page
}
