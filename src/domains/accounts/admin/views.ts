import type { AdminViewConfig } from 'payload'

import { toolNamed } from './tools'

/** A tool's view at /cpanel/<name>, titled after its entry in `tools.ts`; `component` is relative to `admin/`. */
function toolView(name: string, component: string): AdminViewConfig {
  const tool = toolNamed(name)
  return {
    Component: `/domains/accounts/admin/${component}`,
    path: `/${name}`,
    exact: true,
    meta: { title: tool.label, description: tool.description },
  }
}

/** The control panel's account tools, each at /cpanel/<name> (see `tools.ts`), and the masquerade. */
export const accountViews: Record<string, AdminViewConfig> = {
  userslist: toolView('userslist', 'people/UsersList#UsersList'),
  usersdatabase: toolView('usersdatabase', 'people/PeopleDatabase#UsersDatabase'),
  userfinder: toolView('userfinder', 'people/UserFinder#UserFinder'),
  addmembers: toolView('addmembers', 'people/AddMembers#AddMembers'),
  membersdatabase: toolView('membersdatabase', 'people/PeopleDatabase#MembersDatabase'),
  artloversdatabase: toolView('artloversdatabase', 'people/PeopleDatabase#ArtLoversDatabase'),
  verifier: toolView('verifier', 'tools/Verifier#Verifier'),
  usermerger: toolView('usermerger', 'tools/UserMerger#UserMerger'),
  adminsetter: toolView('adminsetter', 'tools/AdminSetter#AdminSetter'),
  masquerade: {
    Component: '/domains/accounts/admin/MasqueradeView#MasqueradeView',
    path: '/masquerade/:id',
    exact: true,
  },
}

/** The control panel's navigation gets a group linking the account tools above. */
export const accountNavLinks = ['/domains/accounts/admin/AccountToolsNav#AccountToolsNav']
