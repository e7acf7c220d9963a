import { isStaff, type Person } from '@/domains/accounts'
import { payloadInstance } from '@/platform/payload'

import { previewLinkOpens } from './preview-links'

/**
 * What a preview shows: a fixed page's draft (`home-page`, `artists-page`,
 * `art-lover-page`, `donors-page`) or a built page's (`page:{id}`).
 */
export type PreviewTarget = string

/**
 * Whether this person may see a draft at its `/temp/…` address: staff always
 * may; anyone else with the `token` of a preview link staff made for this
 * target, unexpired and unrevoked at `now`.
 */
export async function mayPreview({
  person,
  target,
  token,
  now,
}: {
  person: Person | null | undefined
  target: PreviewTarget
  token?: string | null
  now: Date
}): Promise<boolean> {
  if (isStaff(person)) return true
  if (!token) return false
  return previewLinkOpens(await payloadInstance(), { target, token, now })
}
