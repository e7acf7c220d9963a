import { contactsCsv } from '@/domains/contacts'
import { requestPerson } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** The contact tracker's list, filtered as in the tool, as CSV, to staff (the contacts domain checks). */
export async function GET(request: Request) {
  const { payload, person } = await requestPerson()
  return contactsCsv(payload, person, new URL(request.url).searchParams)
}
