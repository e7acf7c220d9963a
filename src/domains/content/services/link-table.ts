/**
 * The proxy's table of short links and redirect rules (decision 059): every
 * path they answer, kept in memory so that a request they do not answer costs
 * one Map lookup. Pure and free of Payload — the proxy imports it directly, as
 * it does `cachedPathOf` — and kept on `globalThis`, which the proxy and the
 * routes of one process share, so a save there refreshes it at once.
 */

export type LinkTableRows = {
  shortLinks: { code: string; target: string }[]
  redirects: { from: string; to: string; status: 301 | 302; expiresAt: string | null }[]
}

type Entry =
  { kind: 'short-link'; code: string } | { kind: 'redirect'; to: string; status: 301 | 302; expiresAt: number | null }

export type LinkTable = ReadonlyMap<string, Entry>

/** What the proxy does with a request: rewrite it to the route counting the hit, redirect it, or nothing. */
export type LinkAnswer = { rewrite: string } | { redirect: string; status: 301 | 302 } | null

/** The route that counts a short link's hit and answers its redirect. */
export const SHORT_LINK_ROUTE = '/go'
/** The internal endpoint the proxy reads the table from. */
export const LINK_TABLE_ENDPOINT = '/api/content/link-table'
export const LINK_TABLE_HEADER = 'x-vernissage-link-table'
/** How old the table may get before a request starts a refresh (in the background). */
export const REFRESH_MS = 5_000

export function buildLinkTable(rows: LinkTableRows): LinkTable {
  const table = new Map<string, Entry>()
  for (const rule of rows.redirects) {
    const expiresAt = rule.expiresAt ? Date.parse(rule.expiresAt) : null
    table.set(rule.from, { kind: 'redirect', to: rule.to, status: rule.status, expiresAt })
  }
  for (const link of rows.shortLinks) table.set(`/${link.code}`, { kind: 'short-link', code: link.code })
  return table
}

/** The answer for a path: a short link goes to the counting route; a redirect past its expiry is ignored. */
export function answerFor(table: LinkTable, pathname: string, now: number): LinkAnswer {
  const entry = table.get(pathname)
  if (!entry) return null
  if (entry.kind === 'short-link') return { rewrite: `${SHORT_LINK_ROUTE}/${entry.code}` }
  if (entry.expiresAt !== null && entry.expiresAt <= now) return null
  return { redirect: entry.to, status: entry.status }
}

type Holder = {
  table: LinkTable
  loadedAt: number
  /** Set by a save in this process: the next request waits for the fresh table. */
  stale: boolean
  loading?: Promise<void>
  /** Shared by the proxy and the endpoint of one process, so only the proxy reads the table. */
  token: string
}

const KEY = Symbol.for('vernissage.link-table')

export function linkTableHolder(): Holder {
  const global = globalThis as typeof globalThis & { [KEY]?: Holder }
  return (global[KEY] ??= {
    table: new Map(),
    loadedAt: 0,
    stale: true,
    token: globalThis.crypto.randomUUID(),
  })
}

/** A short link or redirect was saved or deleted in this process. */
export function markLinkTableStale(): void {
  linkTableHolder().stale = true
}

/**
 * The table for this request: loaded first (and after a save here) before
 * answering; otherwise as it is, with a refresh started in the background when
 * it is older than `REFRESH_MS` — never a fetch a request waits for.
 */
export async function currentLinkTable(
  load: (token: string) => Promise<LinkTableRows>,
  now: number = Date.now(),
): Promise<LinkTable> {
  const holder = linkTableHolder()
  if (holder.stale) {
    // A load already under way may have read the rows before the save that made the table stale.
    await holder.loading
    await refresh(holder, load, now)
  } else if (now - holder.loadedAt > REFRESH_MS) {
    void refresh(holder, load, now)
  }
  return holder.table
}

function refresh(holder: Holder, load: (token: string) => Promise<LinkTableRows>, now: number): Promise<void> {
  holder.loading ??= (async () => {
    holder.stale = false
    try {
      holder.table = buildLinkTable(await load(holder.token))
    } catch {
      // The old table stays; the next refresh tries again.
    } finally {
      holder.loadedAt = now
      holder.loading = undefined
    }
  })()
  return holder.loading
}
