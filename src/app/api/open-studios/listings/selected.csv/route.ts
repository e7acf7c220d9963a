import { selectedListingsCsv } from '@/domains/openStudios'
import { requestPerson } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** The guide listings ticked in `sfoslistings`, as CSV, to staff (Open Studios checks). */
export async function GET(request: Request) {
  const { payload, person } = await requestPerson()
  return selectedListingsCsv(payload, person, new URL(request.url).searchParams.getAll('selected'))
}
