import type { ControlPanelTool } from '../../../platform/cpanel/tools'

export const AUDIENCES_TOOL: ControlPanelTool = {
  name: 'audiences',
  task: 'Communications',
  label: 'Audiences',
  description:
    'Saved audiences for group mail: members, artists, art lovers, donors, attendees and fans of an artist, combined with all of, any of and but not, counted as they are built.',
  component: '/domains/audiences/admin/AudiencesTool#AudiencesTool',
  needs: 'staff',
}

/** The audiences tools of the control panel (plain data: the route table is built from it before any configuration). */
export const AUDIENCES_TOOLS: readonly ControlPanelTool[] = [AUDIENCES_TOOL]
