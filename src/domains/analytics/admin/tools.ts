import type { ControlPanelTool } from '../../../platform/cpanel/tools'

export const ANALYTICS_TOOL: ControlPanelTool = {
  name: 'analytics',
  task: 'Insight',
  label: 'Analytics',
  description:
    'Visitors, views, pages, referrers and campaigns over any range of days, without cookies; members, money, gifts, registrations and tickets beside them.',
  component: '/domains/analytics/admin/AnalyticsTool#AnalyticsTool',
  needs: 'staff',
}

/** The analytics tools of the control panel (plain data: the route table is built from it before any configuration). */
export const ANALYTICS_TOOLS: readonly ControlPanelTool[] = [ANALYTICS_TOOL]
