import { z } from 'zod'

/** What the browser may send. Anything else is refused with the reason. */
export const pageViewSchema = z
  .object({
    type: z.literal('page_view'),
    path: z
      .string()
      .min(1)
      .max(2048)
      .refine((path) => path.startsWith('/') && !path.startsWith('//'), 'path must be a local path starting with /'),
    referrer: z.string().max(2048).optional(),
  })
  .strict()

export type PageView = z.infer<typeof pageViewSchema>

export type ParseResult = { ok: true; event: PageView } | { ok: false; problem: string }

/** `siteHost`: the host the event was sent to; a referrer there is a page of this site, not where people came from. */
export function parsePageView(body: string, siteHost = ''): ParseResult {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return { ok: false, problem: 'the body is not valid JSON' }
  }
  const result = pageViewSchema.safeParse(json)
  if (!result.success) {
    const issue = result.error.issues[0]
    return { ok: false, problem: `${issue?.path.join('.') || 'event'}: ${issue?.message ?? 'invalid'}` }
  }
  return {
    ok: true,
    event: {
      ...result.data,
      path: withoutKeys(result.data.path),
      referrer: externalReferrer(result.data.referrer, siteHost),
    },
  }
}

/** Query parameters that are someone's key to a page (a guest's receipt, an account link's code): never recorded. */
const KEY_PARAMETERS = ['key', 'oobCode', 'token']

/** The path as recorded: the page it was, without the keys that opened it. */
export function withoutKeys(path: string): string {
  const question = path.indexOf('?')
  if (question === -1) return path
  const query = new URLSearchParams(path.slice(question + 1))
  if (!KEY_PARAMETERS.some((name) => query.has(name))) return path
  for (const name of KEY_PARAMETERS) query.delete(name)
  const rest = query.toString()
  return path.slice(0, question) + (rest ? `?${rest}` : '')
}

/**
 * Keep only the origin of a referrer: where people came from, not what they were reading there. A page of
 * this site (`siteHost`) is none: a link within the site loads the whole page (decision 042).
 */
export function externalReferrer(referrer: string | undefined, siteHost = ''): string | undefined {
  if (!referrer) return undefined
  try {
    const url = new URL(referrer)
    if (siteHost && url.host === siteHost) return undefined
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

/** Do-Not-Track and Global Privacy Control are honoured: nothing is recorded. */
export function optedOut(headers: Headers): boolean {
  return headers.get('dnt') === '1' || headers.get('sec-gpc') === '1'
}
