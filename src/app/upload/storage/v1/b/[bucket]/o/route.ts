import { storageRoute } from '@/app/storage'

export const dynamic = 'force-dynamic'

/** File storage after GCS's JSON API (decision 019); `handleStorageRequest` answers the methods it does not serve. */
export const GET = storageRoute
export const HEAD = storageRoute
export const POST = storageRoute
export const PUT = storageRoute
export const PATCH = storageRoute
export const DELETE = storageRoute
