import type { ControlPanelTool } from '../../../platform/cpanel/tools'

export const GRANTTRACKER_TOOL: ControlPanelTool = {
  name: 'granttracker',
  task: 'Money',
  label: 'Grants',
  description:
    'Grants from prospect to closed: funders among the contacts, amounts asked and awarded, deadlines and report dates reminded, documents, totals by year and funder, CSV.',
  component: '/domains/grants/admin/GrantsTool#GrantsTool',
  needs: 'staff',
}

/** The grants domain's tools (plain data: the route table is built from it before any configuration). */
export const GRANTS_TOOLS: readonly ControlPanelTool[] = [GRANTTRACKER_TOOL]
