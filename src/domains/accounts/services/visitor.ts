import { isStaff, type Person } from '../roles'
import { masqueraderOf } from './masquerade-auth'

/**
 * What the site's header and masquerade banner show about the person at the
 * browser, fetched by the page after it loads (`/api/session`): public pages
 * are served whole from cache to everyone, so nothing about the person is in
 * their HTML (decision 039).
 */
export type Visitor = {
  person: { name: string | null; email: string; staff: boolean } | null
  /** Who is behind the session while an administrator views the site as `person`. */
  administrator: { name: string | null; email: string } | null
  /** Small badges other domains add to the account menu (a membership ending soon), each with where it leads. */
  notices?: VisitorNotice[]
}

export type VisitorNotice = { text: string; href: string }

export const ANONYMOUS: Visitor = { person: null, administrator: null }

type SignedIn = (Person & { name?: string | null; email: string }) | null | undefined

export function visitorOf(user: SignedIn): Visitor {
  if (!user) return ANONYMOUS
  const by = masqueraderOf(user)
  return {
    person: { name: user.name ?? null, email: user.email, staff: isStaff(user) },
    administrator: by ? { name: by.name ?? null, email: by.email } : null,
  }
}
