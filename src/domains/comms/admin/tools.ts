import type { ControlPanelTool } from '../../../platform/cpanel/tools'

export const EMAIL_TEMPLATES_TOOL: ControlPanelTool = {
  name: 'emailtemplates',
  task: 'Communications',
  label: 'Mail templates',
  description:
    'Every mail the site sends whose words staff may edit: what it is for, when it is sent, when it was last edited and how many went in the last 30 days.',
  component: '/domains/comms/admin/EmailTemplatesTool#EmailTemplatesTool',
  needs: 'staff',
}

export const SUPPRESSIONS_TOOL: ControlPanelTool = {
  name: 'suppressions',
  task: 'Communications',
  label: 'Suppression list',
  description:
    'The addresses no newsletter goes to: those who unsubscribed, those the mail server refused for good, and complaints. Add a complaint, or take an address off with the reason.',
  component: '/domains/comms/admin/SuppressionsTool#SuppressionsTool',
  needs: 'staff',
}

/** The communications tools of the control panel (plain data: the route table is built from it before any configuration). */
export const COMMS_TOOLS: readonly ControlPanelTool[] = [EMAIL_TEMPLATES_TOOL, SUPPRESSIONS_TOOL]
