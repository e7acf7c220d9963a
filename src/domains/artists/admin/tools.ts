import type { ControlPanelTool } from '../../../platform/cpanel/tools'

/** The artists' tools of the control panel (plain data: the route table is built from it before any configuration). */
export const ARTIST_TOOLS: readonly ControlPanelTool[] = [
  {
    name: 'selections',
    task: 'Site',
    label: 'Selections',
    description: 'Named, ordered lists of artists and artworks, such as the one featured on /artists.',
    component: '/domains/artists/admin/SelectionsTool#SelectionsTool',
    needs: 'staff',
  },
  {
    name: 'resources',
    task: 'Site',
    label: 'Resources for artists',
    description: 'The links and files listed on /artists/artistresources, by category.',
    component: '/domains/artists/admin/ResourcesTool#ResourcesTool',
    needs: 'staff',
  },
]

export const SELECTIONS_TOOL = ARTIST_TOOLS[0]!
export const RESOURCES_TOOL = ARTIST_TOOLS[1]!
