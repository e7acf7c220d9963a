import type { Payload } from 'payload'

import { hasRole, type Person, type Role } from '../roles'
import { recordAudit } from './audit'
import { identityChangeContext } from './identity-rules'
import { inTransaction } from '@/platform/database/transaction'

export type StaffRoles = { admin: boolean; staff: boolean }
export type RoleChange =
  { ok: true; roles: Role[] } | { ok: false; problem: 'not-admin' | 'not-found' | 'last-admin'; message: string }

/** The roles a person ends with: admin and staff as asked, every other role kept. */
export function applyStaffRoles(current: readonly string[], wanted: StaffRoles): Role[] {
  const others = current.filter((role) => role !== 'admin' && role !== 'staff') as Role[]
  return [...(wanted.admin ? (['admin'] as Role[]) : []), ...(wanted.staff ? (['staff'] as Role[]) : []), ...others]
}

export const STAFF_CHANGES = ['grant-admin', 'revoke-admin', 'grant-staff', 'revoke-staff'] as const
export type StaffChange = (typeof STAFF_CHANGES)[number]

/** Admin and staff after one change asked for in the control panel, or null when the person already is so. */
export function staffRolesAfter(current: readonly string[], change: StaffChange): StaffRoles | null {
  const now: StaffRoles = { admin: current.includes('admin'), staff: current.includes('staff') }
  const [verb, role] = change.split('-') as ['grant' | 'revoke', keyof StaffRoles]
  const wanted = { ...now, [role]: verb === 'grant' }
  return wanted.admin === now.admin && wanted.staff === now.staff ? null : wanted
}

/**
 * `adminsetter`: an administrator grants or revokes admin and staff. The last
 * administrator keeps the role, and the change and its audit row are written
 * in one transaction.
 */
export async function setStaffRoles(
  payload: Payload,
  actor: Person,
  targetId: number,
  wanted: StaffRoles,
): Promise<RoleChange> {
  if (!hasRole(actor, 'admin')) {
    return { ok: false, problem: 'not-admin', message: 'Only administrators grant or revoke admin and staff.' }
  }
  return inTransaction<RoleChange>(payload, async ({ req }) => {
    const target = await payload.findByID({ collection: 'users', id: targetId, depth: 0, disableErrors: true, req })
    if (!target || target.mergedInto) {
      return { commit: false, value: { ok: false, problem: 'not-found', message: `No account with id ${targetId}.` } }
    }
    const before = target.roles ?? []
    if (before.includes('admin') && !wanted.admin) {
      const { totalDocs } = await payload.count({
        collection: 'users',
        req,
        where: { and: [{ roles: { in: ['admin'] } }, { status: { not_equals: 'suspended' } }] },
      })
      if (totalDocs <= 1) {
        return {
          commit: false,
          value: {
            ok: false,
            problem: 'last-admin',
            message: 'This is the last administrator: grant admin to someone else first.',
          },
        }
      }
    }
    const roles = applyStaffRoles(before, wanted)
    await payload.update({
      collection: 'users',
      id: targetId,
      data: { roles },
      overrideAccess: true,
      req,
      context: identityChangeContext({ path: 'adminsetter', actor: Number(actor.id) }),
    })
    await recordAudit(
      payload,
      {
        actor: Number(actor.id),
        action: 'adminsetter.roles',
        targetCollection: 'users',
        targetId,
        target: target.email,
        summary: { roles: { from: before, to: roles } },
      },
      req,
    )
    return { commit: true, value: { ok: true, roles } }
  })
}
