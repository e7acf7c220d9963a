import type { ControlPanelTool } from '../../../platform/cpanel/tools'

export const MCENTER_TOOL: ControlPanelTool = {
  name: 'mcenter',
  task: 'Communications',
  label: 'Team inbox',
  description:
    "People's conversations with the organisation: what waits on us and for how long, assigned, answered (saved replies too), noted for the team, closed and reopened, with the person's membership, registrations, orders and events beside them.",
  component: '/domains/messages/admin/TeamInboxTool#TeamInboxTool',
  needs: 'staff',
}

export const ANNOUNCEMENTS_TOOL: ControlPanelTool = {
  name: 'announcements',
  task: 'Communications',
  label: 'Announcements',
  description: 'An announcement to a saved audience, shown in each of its people’s message centre.',
  component: '/domains/messages/admin/AnnouncementsTool#AnnouncementsTool',
  needs: 'staff',
}

/** The messages domain's tools (plain data: the route table is built from it before any configuration). */
export const MESSAGES_TOOLS: readonly ControlPanelTool[] = [MCENTER_TOOL, ANNOUNCEMENTS_TOOL]
