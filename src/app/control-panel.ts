// The domains' tool lists themselves (plain data), not their indexes: the launcher and the build compile the route table from these.
import { ACCOUNT_TOOLS } from '../domains/accounts/admin/tools'
import { ANALYTICS_TOOLS } from '../domains/analytics/admin/tools'
import { ARTIST_TOOLS } from '../domains/artists/admin/tools'
import { AUDIENCES_TOOLS } from '../domains/audiences/admin/tools'
import { COMMERCE_TOOLS } from '../domains/commerce/admin/tools'
import { COMMS_TOOLS } from '../domains/comms/admin/tools'
import { CONTACTS_TOOLS } from '../domains/contacts/admin/tools'
import { CONTENT_TOOLS } from '../domains/content/admin/tools'
import { DONORS_TOOLS } from '../domains/donors/admin/tools'
import { EVENT_TOOLS } from '../domains/events/admin/tools'
import { GRANTS_TOOLS } from '../domains/grants/admin/tools'
import { IMPORTS_TOOLS } from '../domains/imports/admin/tools'
import { MAILINGS_TOOLS } from '../domains/mailings/admin/tools'
import { MEDIA_TOOLS } from '../domains/media/admin/tools'
import { MEMBERSHIP_TOOLS } from '../domains/membership/admin/tools'
import { ANNOUNCEMENT_TOOLS } from '../domains/messages/admin/announcement-tools'
import { OPEN_STUDIOS_TOOLS } from '../domains/openStudios/admin/tools'
import { OPERATIONS_TOOLS } from '../domains/operations/admin/tools'
import { PERKS_TOOLS } from '../domains/perks/admin/tools'
import { toolsByTask, type ControlPanelToolGroup } from '../platform/cpanel/tools'

/** Every control-panel tool, grouped by what staff do with it, as the navigation and the staff portal show them. */
export const CONTROL_PANEL_TOOLS: readonly ControlPanelToolGroup[] = toolsByTask([
  ...ACCOUNT_TOOLS,
  ...CONTACTS_TOOLS,
  ...IMPORTS_TOOLS,
  ...OPEN_STUDIOS_TOOLS,
  ...COMMERCE_TOOLS,
  ...DONORS_TOOLS,
  ...GRANTS_TOOLS,
  ...MEMBERSHIP_TOOLS,
  ...EVENT_TOOLS,
  ...CONTENT_TOOLS,
  ...MEDIA_TOOLS,
  ...ARTIST_TOOLS,
  ...PERKS_TOOLS,
  ...COMMS_TOOLS,
  ...AUDIENCES_TOOLS,
  ...MAILINGS_TOOLS,
  ...ANNOUNCEMENT_TOOLS,
  ...ANALYTICS_TOOLS,
  ...OPERATIONS_TOOLS,
])
