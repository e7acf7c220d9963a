import type { ControlPanelTool } from '../../../platform/cpanel/tools'
import { hasRole, isStaff, type Person } from '../roles'

const view = (component: string) => `/domains/accounts/admin/${component}`

/** The account tools of the control panel, listed on /adminportal and in the control panel's navigation. */
export const ACCOUNT_TOOLS: readonly ControlPanelTool[] = [
  {
    name: 'userslist',
    task: 'People',
    label: 'People',
    description: 'Everyone with an account, newest first.',
    component: view('people/UsersList#UsersList'),
    needs: 'staff',
  },
  {
    name: 'usersdatabase',
    task: 'People',
    label: 'People database',
    description: 'Filter by role, status and dates, sort, and export CSV.',
    component: view('people/PeopleDatabase#UsersDatabase'),
    needs: 'staff',
  },
  {
    name: 'userfinder',
    task: 'People',
    label: 'Find a person',
    description: 'Search any field; spelling mistakes forgiven.',
    component: view('people/UserFinder#UserFinder'),
    needs: 'staff',
  },
  {
    name: 'addmembers',
    task: 'People',
    label: 'Add people',
    description: 'Create an account by hand and send an invitation.',
    component: view('people/AddMembers#AddMembers'),
    needs: 'staff',
  },
  {
    name: 'membersdatabase',
    task: 'People',
    label: 'Members',
    description: 'Members and artists.',
    component: view('people/PeopleDatabase#MembersDatabase'),
    needs: 'staff',
  },
  {
    name: 'artloversdatabase',
    task: 'People',
    label: 'Art lovers',
    description: 'People who joined as art lovers.',
    component: view('people/PeopleDatabase#ArtLoversDatabase'),
    needs: 'staff',
  },
  {
    name: 'verifier',
    task: 'People',
    label: 'Verification queue',
    description: 'Approve or reject artists who applied and the artist profiles they submit.',
    component: view('tools/Verifier#Verifier'),
    needs: 'staff',
  },
  {
    name: 'signinthrottling',
    task: 'People',
    label: 'Sign-in throttling',
    description: 'Accounts and addresses slowed down after failed sign-ins; clear one.',
    component: view('tools/SignInThrottling#SignInThrottling'),
    needs: 'staff',
  },
  {
    name: 'usermerger',
    task: 'People',
    label: 'Merge accounts',
    description: 'Join two accounts of one person into one.',
    component: view('tools/UserMerger#UserMerger'),
    needs: 'admin',
  },
  {
    name: 'adminsetter',
    task: 'People',
    label: 'Administrators and staff',
    description: 'Grant and revoke admin and staff.',
    component: view('tools/AdminSetter#AdminSetter'),
    needs: 'admin',
  },
]

/** Whether this person may open a control-panel tool (any domain's): staff for every tool, an administrator where it says so. */
export function mayUseControlPanelTool(
  tool: Pick<ControlPanelTool, 'needs'>,
  person: Person | null | undefined,
): boolean {
  return tool.needs === 'admin' ? hasRole(person, 'admin') : isStaff(person)
}

/** Whether this person browses the raw collections and globals of the control panel's "Data" group. */
export function mayBrowseData(person: Person | null | undefined): boolean {
  return hasRole(person, 'admin')
}

/** The same for an account tool by name; an unknown name is refused. */
export function mayUseTool(name: string, person: Person | null | undefined): boolean {
  const tool = ACCOUNT_TOOLS.find((candidate) => candidate.name === name)
  return tool ? mayUseControlPanelTool(tool, person) : false
}

export function toolNamed(name: string): ControlPanelTool {
  const tool = ACCOUNT_TOOLS.find((candidate) => candidate.name === name)
  if (!tool) throw new Error(`No control-panel tool named ${name}`)
  return tool
}
