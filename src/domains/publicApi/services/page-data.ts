import type { Payload } from 'payload'

import { answerFor, type Settings } from './resources'

/**
 * `{path}/_payload.json` of the cached public pages whose data the public API
 * already serves (decision 101): the same public reads, so nothing a page
 * does not show can appear. Null for an address that is none of them.
 */

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

export async function publicPageData(
  payload: Payload,
  path: readonly string[],
  settings: Settings,
): Promise<Record<string, unknown> | null> {
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
    default:
      return null
  }
}
