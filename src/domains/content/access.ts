import type { Access, FieldAccess, Where } from 'payload'

import { isStaff } from '@/domains/accounts'

export const anyone: Access = () => true
export const staffOnly: Access = ({ req }) => isStaff(req.user)

/**
 * Built pages as anyone but staff may read them: published and public. A draft,
 * a members-only or a link-only page is read only by the site's own routes,
 * which decide for the person first (`services/private-pages.ts`).
 */
export const readPublishedPublicPages: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  const published: Where = { _status: { equals: 'published' } }
  const everyone: Where = { visibility: { equals: 'public' } }
  return { and: [published, everyone] }
}

/** A link-only page's secret is a password: staff alone read it, through every API. */
export const staffReadsField: FieldAccess = ({ req }) => isStaff(req.user)
