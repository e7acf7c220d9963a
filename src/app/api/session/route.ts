import { visitorResponse } from '@/domains/accounts'
import { membershipNotices } from '@/domains/membership'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  // The app joins them: accounts draws the badges, membership says when a term ends soon.
  return visitorResponse(payloadInstance, request.headers, (payload, person) =>
    membershipNotices(payload, person, new Date()),
  )
}
