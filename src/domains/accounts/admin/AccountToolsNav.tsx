import type { ServerProps } from 'payload'

import { isStaff } from '../roles'
import { AccountToolsNavGroup } from './AccountToolsNavGroup'
import { ACCOUNT_TOOLS, mayUseTool } from './tools'
import { accountViews } from './views'

/** The account tools that exist (have a view) and that this person may use, in the control panel's navigation. */
export function AccountToolsNav({ user, payload }: ServerProps) {
  if (!isStaff(user)) return null
  const adminRoute = payload.config.routes.admin
  const links = ACCOUNT_TOOLS.filter((tool) => tool.name in accountViews && mayUseTool(tool.name, user)).map(
    (tool) => ({ id: `nav-tool-${tool.name}`, href: `${adminRoute}/${tool.name}`, label: tool.label }),
  )
  return links.length > 0 ? <AccountToolsNavGroup links={links} /> : null
}
