import type { ControlPanelTool } from '../../../platform/cpanel/tools'

export const GROUP_MAILER_TOOL: ControlPanelTool = {
  name: 'groupmailer',
  task: 'Communications',
  label: 'Group mail',
  description:
    'Write a mailing to a saved audience, preview it as one of its people, send yourself a test, schedule or send it, and read its report.',
  component: '/domains/mailings/admin/GroupMailerTool#GroupMailerTool',
  needs: 'staff',
}

/** Group mail's tools (plain data: the route table is built from it before any configuration). */
export const MAILINGS_TOOLS: readonly ControlPanelTool[] = [GROUP_MAILER_TOOL]
