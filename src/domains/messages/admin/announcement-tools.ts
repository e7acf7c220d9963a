import type { ControlPanelTool } from '../../../platform/cpanel/tools'

export const ANNOUNCEMENTS_TOOL: ControlPanelTool = {
  name: 'announcements',
  task: 'Communications',
  label: 'Announcements',
  description: 'An announcement to a saved audience, shown in each of its people’s message centre.',
  component: '/domains/messages/admin/AnnouncementsTool#AnnouncementsTool',
  needs: 'staff',
}

/** The message centre's announcement tool (plain data: the route table is built from it before any configuration). */
export const ANNOUNCEMENT_TOOLS: readonly ControlPanelTool[] = [ANNOUNCEMENTS_TOOL]
