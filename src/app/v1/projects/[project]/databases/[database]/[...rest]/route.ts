import { documentsRoute } from '@/app/documents'

export const dynamic = 'force-dynamic'

/** Documents after Firestore's REST protocol (decision 096); `handleDocumentsRequest` answers what it does not serve. */
export const GET = documentsRoute
export const HEAD = documentsRoute
export const POST = documentsRoute
export const PATCH = documentsRoute
export const DELETE = documentsRoute
