import { expireCachedPages } from '@/platform/http/public-pages'

/**
 * /donors and /donors/{slug} are cached whole for anonymous visitors
 * (decision 039), their data under this tag. A paid gift expires it once its
 * payment has committed (the donation kind's `afterPaid`), so the progress bar
 * moves at once; work outside requests (the renewals job, staff's desk) is
 * seen within `GIVING_DATA_SECONDS`.
 */
export const GIVING_TAG = 'donors'

export const GIVING_DATA_SECONDS = 60

export function expireGivingPages(): void {
  expireCachedPages({ tags: [GIVING_TAG], paths: ['/donors'] })
}
