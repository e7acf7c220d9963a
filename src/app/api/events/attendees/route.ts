import { attendeesExportResponse } from '@/domains/events'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** One date's attendees as CSV (staff only): the events domain checks and streams. */
export async function GET(request: Request) {
  return attendeesExportResponse(await payloadInstance(), request)
}
