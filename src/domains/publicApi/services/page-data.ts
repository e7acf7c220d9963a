import type { Payload } from 'payload'

import { productPageData, shopPageData } from '@/domains/commerce'
import { donorsPageData, programPageData } from '@/domains/content'
import { campaignPageData } from '@/domains/donors'
import { eventPageData } from '@/domains/events'
import { newsletterArchivePageData, newsletterPageData } from '@/domains/mailings'
import { yearIn } from '@/platform/calendar'

import { answerFor, type Settings } from './resources'

/**
 * `{path}/_payload.json` of the cached public pages whose data the public API
 * already serves (decision 101): the same public reads, so nothing a page
 * does not show can appear; and of one event, program, product, campaign or
 * newsletter and the shop, donors and newsletter archive, each domain's own
 * cached page data (stop 50). Null for an address that is none of them.
 */

/** The API's settings, and the organisation's `CURRENCY`, in which the donors' page counts the year's gifts. */
export type PageSettings = Settings & { currency: string }

/** Every item of one of the API's lists, page after page. */
async function everything(payload: Payload, resource: string, settings: Settings): Promise<unknown[]> {
  const items: unknown[] = []
  let cursor: string | null = null
  do {
    const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) })
    const answer = await answerFor(payload, [resource], query, settings)
    if (answer.status !== 200) throw new Error(`The public API's ${resource} answered ${answer.status}.`)
    const body = answer.body as { data: unknown[]; next: string | null }
    items.push(...body.data)
    cursor = body.next
  } while (cursor)
  return items
}

/** A page of one thing, `/{section}/{address}`, in the data its own domain caches for the page. */
function onePage(payload: Payload, section: string, address: string): Promise<Record<string, unknown> | null> {
  switch (section) {
    case 'events':
      return eventPageData(payload, address)
    case 'programs':
      return programPageData(payload, address)
    case 'shop':
      return productPageData(payload, address)
    case 'newsletters':
      return newsletterPageData(payload, address)
    case 'donors':
      return campaignPageData(payload, address)
    default:
      return Promise.resolve(null)
  }
}

export async function publicPageData(
  payload: Payload,
  path: readonly string[],
  settings: PageSettings,
): Promise<Record<string, unknown> | null> {
  if (path.length === 2) return onePage(payload, path[0]!, path[1]!)
  if (path.length !== 1) return null
  switch (path[0]) {
    case 'openstudios': {
      const season = await answerFor(payload, ['season'], new URLSearchParams(), settings)
      return {
        path: '/openstudios',
        season: season.status === 200 ? (season.body as { data: unknown }).data : null,
        studios: await everything(payload, 'studios', settings),
      }
    }
    case 'calendar':
      return { path: '/calendar', events: await everything(payload, 'events', settings) }
    case 'programs':
      return { path: '/programs', programs: await everything(payload, 'programs', settings) }
    case 'shop':
      return shopPageData(payload)
    case 'newsletters':
      return newsletterArchivePageData(payload)
    case 'donors':
      return donorsPageData(payload, { year: yearIn(settings.now, settings.timeZone), currency: settings.currency })
    default:
      return null
  }
}
