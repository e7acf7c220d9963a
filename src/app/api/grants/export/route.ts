import { grantsCsv } from '@/domains/grants'
import { requestPerson } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** The grant tracker's list, filtered as in the tool, as CSV, to staff (the grants domain checks). */
export async function GET(request: Request) {
  const { payload, person } = await requestPerson()
  return grantsCsv(payload, person, new URL(request.url).searchParams)
}
