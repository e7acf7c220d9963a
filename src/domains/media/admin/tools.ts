import type { ControlPanelTool } from '../../../platform/cpanel/tools'

/** The media tools of the control panel (plain data: the route table is built from it before any configuration). */
export const MEDIA_TOOLS: readonly ControlPanelTool[] = [
  {
    name: 'imagelibrary',
    task: 'Site',
    label: 'Image library',
    description: 'Every image on the site: upload, describe, see where each is used.',
    component: '/domains/media/admin/ImageLibrary#ImageLibrary',
    needs: 'staff',
  },
]
