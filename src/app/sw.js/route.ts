import { serviceWorkerResponse } from '@/domains/openStudios'

/** Read at each request: the worker names the configured map style's origin (decision 115). */
export function GET() {
  return serviceWorkerResponse()
}
