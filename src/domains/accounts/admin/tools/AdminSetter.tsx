import type { AdminViewServerProps } from 'payload'

import { toolSearchParams } from '@/platform/cpanel'

import { mayUseTool } from '../tools'
import { StaffRoles, type StaffPerson } from './forms'
import { ToolFrame } from './ToolFrame'

/**
 * `/cpanel/adminsetter`: administrators and staff, one person's roles to change at `?id=`, and the form that
 * grants or revokes either by email (administrators).
 */
export async function AdminSetter(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!mayUseTool('adminsetter', req.user))
    return (
      <ToolFrame name="adminsetter" view={view}>
        {null}
      </ToolFrame>
    )
  const { docs } = await req.payload.find({
    collection: 'users',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    sort: 'email',
    where: { and: [{ roles: { in: ['admin', 'staff'] } }, { mergedInto: { exists: false } }] },
  })
  const people: StaffPerson[] = docs.map((person) => ({
    id: person.id,
    name: person.name ?? null,
    email: person.email,
    roles: person.roles ?? [],
    status: person.status ?? 'active',
  }))
  return (
    <ToolFrame name="adminsetter" view={view}>
      <p className="cpanel-tool__hint">
        Staff use the control panel; administrators also merge accounts and change these roles. The last active
        administrator cannot lose the role. Every change is written to the audit log.
      </p>
      <StaffRoles
        people={people}
        chosen={Number(toolSearchParams(view.searchParams).get('id')) || undefined}
        base={`${req.payload.config.routes.admin}/adminsetter`}
      />
    </ToolFrame>
  )
}
