import { serviceWorkerResponse } from '@/domains/openStudios'

export const dynamic = 'force-static'

export function GET() {
  return serviceWorkerResponse()
}
