import type { ControlPanelTool } from '../../../platform/cpanel/tools'

export const CONTACTRACKER_TOOL: ControlPanelTool = {
  name: 'contactracker',
  task: 'People',
  label: 'Contacts',
  description:
    'Partners, sponsors, press, venues, funders and suppliers who are not accounts: their tags, what was said and done, follow-ups, duplicates merged, CSV.',
  component: '/domains/contacts/admin/ContactsTool#ContactsTool',
  needs: 'staff',
}

/** The contacts domain's tools (plain data: the route table is built from it before any configuration). */
export const CONTACTS_TOOLS: readonly ControlPanelTool[] = [CONTACTRACKER_TOOL]
