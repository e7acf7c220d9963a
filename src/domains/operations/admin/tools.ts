import type { ControlPanelTool } from '../../../platform/cpanel/tools'

export const BACKUPS_TOOL: ControlPanelTool = {
  name: 'backups',
  task: 'Settings',
  label: 'Backups',
  description: 'The daily backups of the database and every stored file: when the last was made, and one now.',
  component: '/domains/operations/admin/BackupsTool#BackupsTool',
  needs: 'staff',
}

export const BUGTRACKER_TOOL: ControlPanelTool = {
  name: 'bugtracker',
  task: 'Insight',
  label: 'Bug tracker',
  description:
    'Problems people reported from the site: triage each one (status, priority, who handles it), comment, and mark it fixed — the reporter is told.',
  component: '/domains/operations/admin/BugTrackerTool#BugTrackerTool',
  needs: 'staff',
}

/** The operations tools of the control panel (plain data: the route table is built from it before any configuration). */
export const OPERATIONS_TOOLS: readonly ControlPanelTool[] = [BACKUPS_TOOL, BUGTRACKER_TOOL]
