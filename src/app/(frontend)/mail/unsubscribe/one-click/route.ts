import { oneClickUnsubscribeResponse } from '@/domains/comms'
import { payloadInstance } from '@/platform/payload'

/** RFC 8058's one-click unsubscribe: the proxy sends `POST /mail/unsubscribe` here (decision 090). */
export async function POST(request: Request) {
  return oneClickUnsubscribeResponse(await payloadInstance(), request)
}
