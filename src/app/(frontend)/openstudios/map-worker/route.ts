import { mapWorkerResponse } from '@/domains/openStudios'

/** MapLibre's worker script, from our own origin (decision 054). */
export const GET = mapWorkerResponse
