import type { AdminViewServerProps } from 'payload'

import { toolView, type ToolContext } from '@/platform/cpanel'

import { mayUseControlPanelTool, toolNamed } from '../tools'
import { StaffRoles, type StaffPerson } from './forms'

/**
 * `/cpanel/adminsetter`: administrators and staff, one person's roles to change at `?id=`, and the form that
 * grants or revokes either by email (administrators).
 */
export function AdminSetter(view: AdminViewServerProps) {
  return toolView(view, toolNamed('adminsetter'), mayUseControlPanelTool, adminSetter)
}

async function adminSetter({ payload, base, params }: ToolContext) {
  const { docs } = await payload.find({
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
    <>
      <p className="cpanel-tool__hint">
        Staff use the control panel; administrators also merge accounts and change these roles. The last active
        administrator cannot lose the role. Every change is written to the audit log.
      </p>
      <StaffRoles people={people} chosen={Number(params.get('id')) || undefined} base={base} />
    </>
  )
}
