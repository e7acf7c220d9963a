import type { ControlPanelTool } from '../../../platform/cpanel/tools'

/** Site content's tools of the control panel (plain data: the route table is built from it before any configuration). */
export const CONTENT_TOOLS: readonly ControlPanelTool[] = [
  {
    name: 'pagebuilder',
    label: 'Pages',
    description:
      'The pages built from blocks: their addresses and whether they are published, changed or scheduled; a new page, and each page’s editor with its drafts, versions and live preview.',
    component: '/domains/content/admin/PageBuilderTool#PageBuilderTool',
    needs: 'staff',
  },
]

export const PAGE_BUILDER_TOOL = CONTENT_TOOLS.find((tool) => tool.name === 'pagebuilder')!
