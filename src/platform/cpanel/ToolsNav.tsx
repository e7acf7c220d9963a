import type { ServerProps } from 'payload'

import type { ControlPanelTool, ControlPanelToolGroup } from './tools'
import { ToolsNavGroup } from './ToolsNavGroup'

export type ToolsNavProps = ServerProps & {
  groups: readonly ControlPanelToolGroup[]
  /** Whether this person may open the tool (the application passes the accounts domain's rule). */
  mayUse: (tool: ControlPanelTool, user: ServerProps['user']) => boolean
}

/** The control panel's tools in its navigation: one group per task, only the tools this person may use. */
export function ToolsNav({ user, payload, groups, mayUse }: ToolsNavProps) {
  const adminRoute = payload.config.routes.admin
  return groups.map((group) => {
    const links = group.tools
      .filter((tool) => mayUse(tool, user))
      .map((tool) => ({ id: `nav-tool-${tool.name}`, href: `${adminRoute}/${tool.name}`, label: tool.label }))
    return links.length > 0 ? <ToolsNavGroup key={group.label} label={group.label} links={links} /> : null
  })
}
