import type { AdminViewServerProps } from 'payload'

import { ROLE_LABELS } from '../../roles'
import { ASSIGNABLE_ROLES } from '../../services/add-member'
import { staffViewer } from './access'
import { AddMemberForm } from './AddMemberForm'
import { PeopleToolFrame } from './PeopleToolFrame'

/** `/cpanel/addmembers`: staff create an account by hand. */
export function AddMembers(props: AdminViewServerProps) {
  staffViewer(props, 'addmembers')
  return (
    <PeopleToolFrame props={props} tool="addmembers">
      <AddMemberForm
        roles={ASSIGNABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
        adminRoute={props.initPageResult.req.payload.config.routes.admin}
      />
    </PeopleToolFrame>
  )
}
