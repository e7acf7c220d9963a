import type { Payload } from 'payload'

import { artistIndexPageData, artworkPageData, resourcesPageData } from '@/domains/artists'
import { productPageData, shopPageData } from '@/domains/commerce'
import {
  aboutPageData,
  artLoverPageData,
  artistsSectionPageData,
  builtPageData,
  donorsPageData,
  policyPageData,
  programsPageData,
} from '@/domains/content'
import { campaignPageData } from '@/domains/donors'
import { calendarPageData, eventPageData } from '@/domains/events'
import { newsletterArchivePageData, newsletterPageData } from '@/domains/mailings'
import { planPage, planPagePath, publicArtLoverPage } from '@/domains/membership'
import { advertisePage } from '@/domains/openStudios'
import { publicPerkList } from '@/domains/perks'
import { organisationDate, yearIn } from '@/platform/calendar'

import { answerFor, type Settings } from './resources'

/**
 * `{path}/_payload.json` of the cached public pages, by the path the page is
 * answered from (the proxy has made its query string part of it): for
 * `/openstudios` the public API's own reads (decision 101); for
 * every other page its domain's page data, read by the functions the page
 * itself reads with, so the JSON is what the page shows, cached under the same
 * tags (stop 50, decision 114). Null for an address that is none of them.
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
      return builtPageData(payload, 'programs', address)
    case 'about':
      return builtPageData(payload, 'about', address)
    case 'artists':
      if (address === 'artistresources') return resourcesPageData(payload)
      // The search is answered per request, never cached: it has no page data.
      return address === 'artsearch' ? Promise.resolve(null) : artistsSectionPageData(payload, address)
    case 'art':
      return artworkPageData(payload, address)
    case 'shop':
      return productPageData(payload, address)
    case 'newsletters':
      return newsletterPageData(payload, address)
    case 'donors':
      return campaignPageData(payload, address)
    case 'membership-plan':
      return planPage(payload, address).then((plan) => (plan ? { path: planPagePath(address), ...plan } : null))
    case 'artlover':
      return publicArtLoverPage(payload, address).then((page) =>
        page ? { path: `/artlover/${address}`, ...page } : null,
      )
    default:
      return Promise.resolve(null)
  }
}

/** A page whose address has more parts: a view of the calendar, a page of the A–Z index or the archive, an artwork's picture. */
function deeperPage(payload: Payload, path: readonly string[], settings: PageSettings) {
  const [section, ...rest] = path
  if (section === 'calendar') return calendarPageData(payload, rest, settings)
  if (section === 'art' && rest[0] === 'artists' && rest.length === 3) {
    return artistIndexPageData(payload, { letter: rest[1]!, page: rest[2]! })
  }
  if (section === 'art' && rest.length === 2) return artworkPageData(payload, rest[0]!)
  if (section === 'newsletters' && rest[0] === 'page' && rest.length === 2) {
    return newsletterArchivePageData(payload, rest[1]!)
  }
  return Promise.resolve(null)
}

export async function publicPageData(
  payload: Payload,
  path: readonly string[],
  settings: PageSettings,
): Promise<Record<string, unknown> | null> {
  if (path[0] === 'calendar' || path.length > 2) return deeperPage(payload, path, settings)
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
    case 'programs':
      return programsPageData()
    case 'about':
      return aboutPageData(payload)
    case 'artlover': {
      const [words, partnerPerks] = await Promise.all([
        artLoverPageData(payload),
        publicPerkList(payload, organisationDate(settings.now, settings.timeZone)),
      ])
      return { ...words, partnerPerks }
    }
    case 'advertise':
      return { path: '/advertise', ...(await advertisePage(payload, settings.timeZone)) }
    case 'privacypolicy':
    case 'copyrightnotice':
      return policyPageData(payload, path[0], settings.timeZone)
    case 'shop':
      return shopPageData(payload)
    case 'newsletters':
      return newsletterArchivePageData(payload)
    case 'donors':
      return donorsPageData(payload, { year: yearIn(settings.now, settings.timeZone), currency: settings.currency })
    default:
      // A built page of the top section, `/{slug}`.
      return builtPageData(payload, 'top', path[0]!)
  }
}
