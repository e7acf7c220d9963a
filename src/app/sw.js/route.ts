import { serviceWorkerResponse } from '@/domains/openStudios'

/** Read at each request: the worker names the configured map style's origin (decision 102). */
export function GET() {
  return serviceWorkerResponse()
}
