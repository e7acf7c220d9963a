import type { ControlPanelTool } from '../../../platform/cpanel/tools'

export const API_KEYS_TOOL: ControlPanelTool = {
  name: 'apikeys',
  task: 'Site',
  label: 'Public API keys',
  description:
    'Keys for partners’ sites reading the public API: each named, with its own limit a minute and the sites (origins) whose pages may use it; revoked when no longer wanted.',
  component: '/domains/publicApi/admin/ApiKeysTool#ApiKeysTool',
  needs: 'staff',
}

/** The public API's tools (plain data: the route table is built from it before any configuration). */
export const PUBLIC_API_TOOLS: readonly ControlPanelTool[] = [API_KEYS_TOOL]
