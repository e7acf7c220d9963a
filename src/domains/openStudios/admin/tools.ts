import type { ControlPanelTool } from '../../../platform/cpanel/tools'

/** Open Studios' tools of the control panel (plain data: the route table is built from it before any configuration). */
export const OPEN_STUDIOS_TOOLS: readonly ControlPanelTool[] = [
  {
    name: 'sfosregistrations',
    label: 'Open Studios registrations',
    description:
      'The season’s registrations by weekend, tier and status, each weekend’s waiting list; register an artist by hand (fee waived or paid by hand) and cancel with a reason.',
    component: '/domains/openStudios/admin/RegistrationsTool#RegistrationsTool',
    needs: 'staff',
  },
]

export const REGISTRATIONS_TOOL = OPEN_STUDIOS_TOOLS.find((tool) => tool.name === 'sfosregistrations')!
