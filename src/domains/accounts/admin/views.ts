import type { AdminViewConfig } from 'payload'

import { ACCOUNT_TOOLS } from './tools'

const PEOPLE = '/domains/accounts/admin/people'

/** A tool's view at /cpanel/<name>, titled after its entry in `tools.ts`. */
function toolView(name: string, component: string): AdminViewConfig {
  const tool = ACCOUNT_TOOLS.find((entry) => entry.name === name)
  if (!tool) throw new Error(`No account tool named "${name}" in tools.ts`)
  return {
    Component: component,
    path: `/${name}`,
    exact: true,
    meta: { title: tool.label, description: tool.description },
  }
}

/** The control panel's account tools, each at /cpanel/<name> (see `tools.ts`). */
export const accountViews: Record<string, AdminViewConfig> = {
  userslist: toolView('userslist', `${PEOPLE}/UsersList#UsersList`),
  usersdatabase: toolView('usersdatabase', `${PEOPLE}/PeopleDatabase#UsersDatabase`),
  userfinder: toolView('userfinder', `${PEOPLE}/UserFinder#UserFinder`),
  addmembers: toolView('addmembers', `${PEOPLE}/AddMembers#AddMembers`),
  membersdatabase: toolView('membersdatabase', `${PEOPLE}/PeopleDatabase#MembersDatabase`),
  artloversdatabase: toolView('artloversdatabase', `${PEOPLE}/PeopleDatabase#ArtLoversDatabase`),
}

/** The control panel's navigation gets a group linking the account tools above. */
export const accountNavLinks = ['/domains/accounts/admin/AccountToolsNav#AccountToolsNav']
