import { ACCOUNT_QUEUES, PEOPLE_FINDER } from '@/domains/accounts'
import { ARTIST_FINDER, ARTIST_QUEUES } from '@/domains/artists'
import { COMMERCE_QUEUES, ORDER_FINDER } from '@/domains/commerce'
import { COMMS_QUEUES } from '@/domains/comms'
import { CONTACTS_QUEUES } from '@/domains/contacts'
import { PAGE_FINDER } from '@/domains/content'
import { EVENT_FINDER, EVENT_QUEUES } from '@/domains/events'
import { GRANTS_QUEUES } from '@/domains/grants'
import { MESSAGES_QUEUES } from '@/domains/messages'
import { OPEN_STUDIOS_QUEUES } from '@/domains/openStudios'
import { OPERATIONS_QUEUES } from '@/domains/operations'
import { PERKS_QUEUES } from '@/domains/perks'
import type { Finder } from '@/platform/cpanel/find'
import { registerQueues } from '@/platform/cpanel/work'

import { CONTROL_PANEL_TOOLS } from '../control-panel'

/** Every domain's work waiting, joined to its tool and in the tools' order: what the staff home counts. */
export const WORK_QUEUES = registerQueues(CONTROL_PANEL_TOOLS, [
  ...ACCOUNT_QUEUES,
  ...ARTIST_QUEUES,
  ...OPEN_STUDIOS_QUEUES,
  ...COMMERCE_QUEUES,
  ...EVENT_QUEUES,
  ...PERKS_QUEUES,
  ...COMMS_QUEUES,
  ...MESSAGES_QUEUES,
  ...OPERATIONS_QUEUES,
  ...CONTACTS_QUEUES,
  ...GRANTS_QUEUES,
])

/** What the home's search box asks, in the order its results are shown. */
export const FINDERS: readonly Finder[] = [PEOPLE_FINDER, ORDER_FINDER, ARTIST_FINDER, EVENT_FINDER, PAGE_FINDER]
