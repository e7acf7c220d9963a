import type { ControlPanelTool } from '../../../platform/cpanel/tools'

/** Open Studios' tools of the control panel (plain data: the route table is built from it before any configuration). */
export const OPEN_STUDIOS_TOOLS: readonly ControlPanelTool[] = [
  {
    name: 'sfoslistings',
    label: 'Guide listings',
    description:
      'The season’s guide listings: review (approve, or ask for changes with a reason), printable proofs, and the guide’s export (CSV and print-ready pictures in one ZIP).',
    component: '/domains/openStudios/admin/ListingsTool#ListingsTool',
    needs: 'staff',
  },
]

export const LISTINGS_TOOL = OPEN_STUDIOS_TOOLS.find((tool) => tool.name === 'sfoslistings')!
