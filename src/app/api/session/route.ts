import { visitorResponse } from '@/domains/accounts'
import { membershipNotices } from '@/domains/membership'
import { messageDocuments, messageNotices } from '@/domains/messages'
import { payloadInstance } from '@/platform/payload'

export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  // The app joins them: accounts draws the badges, membership says when a term ends soon, messages what is unread.
  return visitorResponse(payloadInstance, request.headers, async (payload, person) => [
    ...(await messageNotices(messageDocuments(payload), person)),
    ...(await membershipNotices(payload, person, new Date())),
  ])
}
