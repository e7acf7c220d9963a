// The domains' tool lists themselves (plain data), not their indexes: the launcher and the build compile the route table from these.
import { ACCOUNT_TOOLS } from '../domains/accounts/admin/tools'
import { ANALYTICS_TOOLS } from '../domains/analytics/admin/tools'
import { ARTIST_TOOLS } from '../domains/artists/admin/tools'
import { COMMERCE_TOOLS } from '../domains/commerce/admin/tools'
import { CONTENT_TOOLS } from '../domains/content/admin/tools'
import { DONORS_TOOLS } from '../domains/donors/admin/tools'
import { EVENT_TOOLS } from '../domains/events/admin/tools'
import { MEDIA_TOOLS } from '../domains/media/admin/tools'
import { MEMBERSHIP_TOOLS } from '../domains/membership/admin/tools'
import { OPEN_STUDIOS_TOOLS } from '../domains/openStudios/admin/tools'
import { OPERATIONS_TOOLS } from '../domains/operations/admin/tools'
import { PERKS_TOOLS } from '../domains/perks/admin/tools'
import type { ControlPanelToolGroup } from '../platform/cpanel/tools'

/** Every control-panel tool, by domain, in the order the navigation and the staff portal show them. */
export const CONTROL_PANEL_TOOLS: readonly ControlPanelToolGroup[] = [
  { label: 'Account tools', tools: ACCOUNT_TOOLS },
  { label: 'Media tools', tools: MEDIA_TOOLS },
  { label: 'Artist tools', tools: ARTIST_TOOLS },
  { label: 'Money', tools: COMMERCE_TOOLS },
  { label: 'Donors', tools: DONORS_TOOLS },
  { label: 'Membership', tools: MEMBERSHIP_TOOLS },
  { label: 'Open Studios', tools: OPEN_STUDIOS_TOOLS },
  { label: 'Perks', tools: PERKS_TOOLS },
  { label: 'Site content', tools: CONTENT_TOOLS },
  { label: 'Events', tools: EVENT_TOOLS },
  { label: 'Operations', tools: OPERATIONS_TOOLS },
  { label: 'Insight', tools: ANALYTICS_TOOLS },
]
