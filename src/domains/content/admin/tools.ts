import type { ControlPanelTool } from '../../../platform/cpanel/tools'

/** Site content's tools of the control panel (plain data: the route table is built from it before any configuration). */
export const CONTENT_TOOLS: readonly ControlPanelTool[] = []
