import { hasRole, isStaff, type Person, type Role } from '../roles'

export type ControlPanelTool = {
  /** The path under /cpanel, as in the original system. */
  name: string
  label: string
  description: string
  /** Who may use it: every tool needs staff; some need an administrator. */
  needs: Extract<Role, 'staff' | 'admin'>
}

/** The account tools of the control panel, listed on /adminportal and in the control panel's navigation. */
export const ACCOUNT_TOOLS: readonly ControlPanelTool[] = [
  { name: 'userslist', label: 'People', description: 'Everyone with an account, newest first.', needs: 'staff' },
  {
    name: 'usersdatabase',
    label: 'People database',
    description: 'Filter by role, status and dates, sort, and export CSV.',
    needs: 'staff',
  },
  {
    name: 'userfinder',
    label: 'Find a person',
    description: 'Search any field; spelling mistakes forgiven.',
    needs: 'staff',
  },
  {
    name: 'addmembers',
    label: 'Add people',
    description: 'Create an account by hand and send an invitation.',
    needs: 'staff',
  },
  { name: 'membersdatabase', label: 'Members', description: 'Members and artists.', needs: 'staff' },
  { name: 'artloversdatabase', label: 'Art lovers', description: 'People who joined as art lovers.', needs: 'staff' },
  {
    name: 'verifier',
    label: 'Verification queue',
    description: 'Approve or reject artists who applied.',
    needs: 'staff',
  },
  {
    name: 'usermerger',
    label: 'Merge accounts',
    description: 'Join two accounts of one person into one.',
    needs: 'admin',
  },
  {
    name: 'adminsetter',
    label: 'Administrators and staff',
    description: 'Grant and revoke admin and staff.',
    needs: 'admin',
  },
]

/** Whether this person may open the tool: staff for every tool, an administrator where it says so. */
export function mayUseTool(name: string, person: Person | null | undefined): boolean {
  const tool = ACCOUNT_TOOLS.find((candidate) => candidate.name === name)
  if (!tool) return false
  return tool.needs === 'admin' ? hasRole(person, 'admin') : isStaff(person)
}

export function toolNamed(name: string): ControlPanelTool {
  const tool = ACCOUNT_TOOLS.find((candidate) => candidate.name === name)
  if (!tool) throw new Error(`No control-panel tool named ${name}`)
  return tool
}
