import type { ControlPanelTool } from '../../../platform/cpanel/tools'

/** The perks' tools of the control panel (plain data: the route table is built from it before any configuration). */
export const PERKS_TOOLS: readonly ControlPanelTool[] = [
  {
    name: 'reviewperks',
    task: 'Site',
    label: 'Review perks',
    description:
      'Partners’ perks waiting for review, with what they offer, to whom and how; approve, or reject with a reason (the partner is mailed).',
    component: '/domains/perks/admin/ReviewPerksTool#ReviewPerksTool',
    needs: 'staff',
  },
]

export const REVIEW_PERKS_TOOL = PERKS_TOOLS[0]!
