import type { ControlPanelTool } from '../../../platform/cpanel/tools'

/** Donors' tools of the control panel (plain data: the route table is built from it before any configuration). */
export const DONORS_TOOLS: readonly ControlPanelTool[] = [
  {
    name: 'donorbackend',
    task: 'Money',
    label: 'Donors',
    description: 'Donors and their gifts: totals and levels, thank-yous, giving statements and exports.',
    component: '/domains/donors/admin/DonorsTool#DonorsTool',
    needs: 'staff',
  },
]

export const DONORS_TOOL = DONORS_TOOLS[0]!
