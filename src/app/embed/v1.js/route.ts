import { embedScriptResponse } from '@/domains/publicApi'
import { config } from '@/platform/config'

export const dynamic = 'force-dynamic'

/** The partners' web components (decision 110). */
export function GET(request: Request) {
  return embedScriptResponse(request, config().TIMEZONE)
}
