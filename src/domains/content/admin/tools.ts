import type { ControlPanelTool } from '../../../platform/cpanel/tools'

/** Site content's tools of the control panel (plain data: the route table is built from it before any configuration). */
export const CONTENT_TOOLS: readonly ControlPanelTool[] = [
  {
    name: 'shorturl',
    label: 'Short links and redirects',
    description:
      'Short links (/{code} to a page or another site) with their hits per day, and redirect rules for pages that moved.',
    component: '/domains/content/admin/ShortUrlTool#ShortUrlTool',
    needs: 'staff',
  },
]

export const SHORT_URL_TOOL = CONTENT_TOOLS.find((tool) => tool.name === 'shorturl')!
