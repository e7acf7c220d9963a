import { sql } from '@payloadcms/db-postgres'
import { ValidationError, type Payload, type PayloadRequest } from 'payload'

import { database, rowsOf, transactionOf } from '@/platform/database/transaction'

import { answeredByTheApp, claimedByTheApp } from './app-routes'
import type { LinkTableRows } from './link-table'
import {
  chainProblem,
  codeProblem,
  fromProblem,
  normalisePath,
  parseTarget,
  takenProblem,
  type LinkRule,
} from './short-link-rules'

export const SHORT_LINKS = 'short-links'
export const REDIRECTS = 'redirects'

/**
 * Short links and redirect rules with Payload and SQL (decision 059): the
 * whole table as rules, the checks every save goes through, the table the
 * proxy keeps, and the hits counted per organisation day.
 */

/** Every short link and redirect as a rule, read in the saving request's transaction when given. */
export async function linkRules(payload: Payload, req?: Partial<PayloadRequest>): Promise<LinkRule[]> {
  const [links, redirects] = await Promise.all([
    payload.find({ collection: SHORT_LINKS, pagination: false, depth: 0, overrideAccess: true, req }),
    payload.find({ collection: REDIRECTS, pagination: false, depth: 0, overrideAccess: true, req }),
  ])
  return [
    ...links.docs.map((link) => ({
      kind: 'short-link' as const,
      id: link.id,
      source: `/${link.code}`,
      target: link.target,
    })),
    ...redirects.docs.map((rule) => ({ kind: 'redirect' as const, id: rule.id, source: rule.from, target: rule.to })),
  ]
}

type Refusal = { path: string; message: string }

/**
 * Why a short link or redirect cannot be saved as it is, field by field: its
 * own form, a path the app claims, a path already answered, a chain or a loop.
 */
export function linkRuleProblems(
  table: readonly LinkRule[],
  candidate: LinkRule,
  /** The title of the built page at the candidate's path, if any. */
  pageThere: string | null = null,
): Refusal[] {
  const sourceField = candidate.kind === 'short-link' ? 'code' : 'from'
  const targetField = candidate.kind === 'short-link' ? 'target' : 'to'
  const kind = candidate.kind === 'short-link' ? 'short link' : 'redirect'
  const own = candidate.kind === 'short-link' ? codeProblem(candidate.source.slice(1)) : fromProblem(candidate.source)
  if (own) return [{ path: sourceField, message: own }]
  const source = normalisePath(candidate.source)
  if (candidate.kind === 'short-link' ? claimedByTheApp(source) : answeredByTheApp(source)) {
    return [
      {
        path: sourceField,
        message: `${source} belongs to a page or route of the site: a ${kind} there would hide it. Choose another.`,
      },
    ]
  }
  const rule = { ...candidate, source }
  const taken = takenProblem(table, rule)
  if (taken) return [{ path: sourceField, message: taken }]
  const target = parseTarget(candidate.target)
  if ('problem' in target) return [{ path: targetField, message: target.problem }]
  const chain = chainProblem(table, rule)
  if (chain) return [{ path: targetField, message: chain }]
  if (pageThere) {
    const message = `The page “${pageThere}” answers ${source}: a ${kind} there would hide it. Choose another, or change the page's slug first.`
    return [{ path: sourceField, message }]
  }
  return []
}

/** The collections' check at save: refused with a 400 naming the problem (local API, REST and GraphQL). */
export async function refuseBadLinkRule(
  req: PayloadRequest,
  collection: typeof SHORT_LINKS | typeof REDIRECTS,
  candidate: LinkRule,
): Promise<void> {
  // One save at a time decides on the table, so two saves cannot make a loop between them.
  const db = await transactionOf(req)
  if (db) await db.execute(sql`SELECT pg_advisory_xact_lock(${LINK_RULES_LOCK})`)
  const [table, pageThere] = await Promise.all([
    linkRules(req.payload, req),
    pageAnswering(req, normalisePath(candidate.source)),
  ])
  const errors = linkRuleProblems(table, candidate, pageThere)
  if (errors.length > 0) throw new ValidationError({ collection, errors })
}

/** The title of the built page whose slug is this path (`/{slug}` or `/about/{slug}`), published or not. */
async function pageAnswering(req: PayloadRequest, path: string): Promise<string | null> {
  const match = /^\/(?:(about)\/)?([^/]+)$/.exec(path)
  if (!match) return null
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: { and: [{ slug: { equals: match[2] } }, { section: { equals: match[1] ?? 'top' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]?.title ?? null
}

/** The advisory lock under which saves of short links and redirects take turns. */
const LINK_RULES_LOCK = 4_201_785_059

/** What short link or redirect answers this path: a page made later must not be hidden behind one. */
export async function linkAnswering(req: PayloadRequest, address: string): Promise<string | null> {
  const path = normalisePath(address)
  const [links, redirects] = await Promise.all([
    req.payload.count({
      collection: SHORT_LINKS,
      where: { code: { equals: path.slice(1) } },
      overrideAccess: true,
      req,
    }),
    req.payload.count({ collection: REDIRECTS, where: { from: { equals: path } }, overrideAccess: true, req }),
  ])
  if (links.totalDocs > 0) return `the short link ${path}`
  return redirects.totalDocs > 0 ? `the redirect from ${path}` : null
}

/** The table the proxy keeps in memory. */
export async function linkTableRows(payload: Payload): Promise<LinkTableRows> {
  const db = database(payload)
  const [shortLinks, redirects] = await Promise.all([
    rowsOf<{ code: string; target: string }>(db, sql`SELECT code, target FROM short_links`),
    rowsOf<{ from: string; to: string; status: string; expires_at: Date | string | null }>(
      db,
      sql`SELECT "from", "to", status, expires_at FROM redirects`,
    ),
  ])
  return {
    shortLinks,
    redirects: redirects.map((rule) => ({
      from: rule.from,
      to: rule.to,
      status: rule.status === '302' ? 302 : 301,
      expiresAt: rule.expires_at === null ? null : new Date(rule.expires_at).toISOString(),
    })),
  }
}

/**
 * Counts one hit of a short link on the organisation's `day` and gives its
 * target: one statement, so two hits at once make two (decision 033's SQL).
 */
export async function countShortLinkHit(payload: Payload, code: string, day: string): Promise<string | null> {
  const rows = await rowsOf<{ target: string }>(
    database(payload),
    sql`WITH link AS (SELECT id, target FROM short_links WHERE code = ${code}),
      hit AS (
        INSERT INTO short_link_hits (link_id, day, count)
        SELECT id, ${day}::date, 1 FROM link
        ON CONFLICT (link_id, day) DO UPDATE SET count = short_link_hits.count + 1
      )
      SELECT target FROM link`,
  )
  return rows[0]?.target ?? null
}

/** Each link's hits per day since `since` (inclusive), and in all. */
export async function shortLinkHits(
  payload: Payload,
  since: string,
): Promise<{ days: Map<number, Map<string, number>>; totals: Map<number, number> }> {
  const db = database(payload)
  const [recent, totals] = await Promise.all([
    rowsOf<{ link_id: number; day: string; count: number }>(
      db,
      sql`SELECT link_id, to_char(day, 'YYYY-MM-DD') AS day, count FROM short_link_hits WHERE day >= ${since}::date`,
    ),
    rowsOf<{ link_id: number; total: number }>(
      db,
      sql`SELECT link_id, sum(count)::integer AS total FROM short_link_hits GROUP BY link_id`,
    ),
  ])
  const days = new Map<number, Map<string, number>>()
  for (const row of recent) {
    const id = Number(row.link_id)
    const byDay = days.get(id) ?? new Map<string, number>()
    byDay.set(row.day, Number(row.count))
    days.set(id, byDay)
  }
  return { days, totals: new Map(totals.map((row) => [Number(row.link_id), Number(row.total)])) }
}
