import { TicketsPage, ticketsMetadata } from '@/domains/events'

type Params = { params: Promise<{ id: string }> }

/** Counted for each visit and for one person: dynamic, never cached (decision 066). */
export const dynamic = 'force-dynamic'
export async function generateMetadata({ params }: Params) {
  return ticketsMetadata((await params).id)
}

export default async function EventTicketsPage({ params }: Params) {
  return <TicketsPage slug={(await params).id} />
}
