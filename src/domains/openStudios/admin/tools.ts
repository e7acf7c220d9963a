import type { ControlPanelTool } from '../../../platform/cpanel/tools'

/** Open Studios' tools of the control panel (plain data: the route table is built from it before any configuration). */
export const OPEN_STUDIOS_TOOLS: readonly ControlPanelTool[] = [
  {
    name: 'mapping',
    label: 'Studio map',
    description:
      'Every studio of the season on the map and in a table: place one by dragging or typing its position, geocode addresses, draw the neighbourhoods’ outlines.',
    component: '/domains/openStudios/admin/MappingTool#MappingTool',
    needs: 'staff',
  },
]

export const MAPPING_TOOL = OPEN_STUDIOS_TOOLS.find((tool) => tool.name === 'mapping')!
