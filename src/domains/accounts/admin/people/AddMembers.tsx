import type { AdminViewServerProps } from 'payload'

import { toolView } from '@/platform/cpanel'

import { ROLE_LABELS } from '../../roles'
import { ASSIGNABLE_ROLES } from '../../services/add-member'
import { mayUseControlPanelTool, toolNamed } from '../tools'
import { AddMemberForm } from './AddMemberForm'

/** `/cpanel/addmembers`: staff create an account by hand. */
export function AddMembers(view: AdminViewServerProps) {
  return toolView(view, toolNamed('addmembers'), mayUseControlPanelTool, ({ payload }) => (
    <div className="people-tools">
      <AddMemberForm
        roles={ASSIGNABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
        adminRoute={payload.config.routes.admin}
      />
    </div>
  ))
}
