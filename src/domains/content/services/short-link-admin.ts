import type { Payload } from 'payload'

import { isStaff, recordAudit, type Person } from '@/domains/accounts'
import { addDays, CALENDAR_DATE, organisationDate, startOfDay, type CalendarDate } from '@/platform/calendar'
import type { ListOrder } from '@/platform/cpanel/list-params'
import { inTransaction } from '@/platform/database/transaction'

import { REDIRECT_STATUSES, type RedirectStatus } from './short-link-rules'
import { REDIRECTS, SHORT_LINKS, shortLinkHits } from './short-links'

/**
 * `shorturl`'s side (decision 059): the short links with their hits and the
 * redirect rules, and staff's saves and deletions — each in one transaction
 * with its audit entry. The collections' hooks make every refusal; here they
 * become words by field.
 */

export type Answer =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Record<string, string> }

export const HIT_DAYS = 30

export type ShortLinkRow = {
  id: number
  code: string
  target: string
  note: string
  madeBy: string | null
  total: number
  today: number
  /** Hits on each of the last `HIT_DAYS` days, oldest first, today last. */
  days: { day: CalendarDate; count: number }[]
}

export type RedirectRow = {
  id: number
  from: string
  to: string
  status: RedirectStatus
  /** The last day it is followed (in the organisation's time zone), or null. */
  endsOn: CalendarDate | null
  expired: boolean
}

export async function shortUrlOverview(
  payload: Payload,
  now: Date,
  timeZone: string,
): Promise<{ links: ShortLinkRow[]; redirects: RedirectRow[] }> {
  const today = organisationDate(now, timeZone)
  const first = addDays(today, -(HIT_DAYS - 1))
  const [links, redirects, hits] = await Promise.all([
    payload.find({ collection: SHORT_LINKS, sort: 'code', pagination: false, depth: 1, overrideAccess: true }),
    payload.find({ collection: REDIRECTS, sort: 'from', pagination: false, depth: 0, overrideAccess: true }),
    shortLinkHits(payload, first),
  ])
  const dayList = Array.from({ length: HIT_DAYS }, (_, index) => addDays(first, index))
  return {
    links: links.docs.map((link) => {
      const byDay = hits.days.get(link.id) ?? new Map<string, number>()
      return {
        id: link.id,
        code: link.code,
        target: link.target,
        note: link.note ?? '',
        madeBy: typeof link.madeBy === 'object' && link.madeBy ? link.madeBy.email : null,
        total: hits.totals.get(link.id) ?? 0,
        today: byDay.get(today) ?? 0,
        days: dayList.map((day) => ({ day, count: byDay.get(day) ?? 0 })),
      }
    }),
    redirects: redirects.docs.map((rule) => {
      const expires = rule.expiresAt ? new Date(rule.expiresAt) : null
      return {
        id: rule.id,
        from: rule.from,
        to: rule.to,
        status: rule.status,
        endsOn: expires ? addDays(organisationDate(expires, timeZone), -1) : null,
        expired: expires !== null && expires <= now,
      }
    }),
  }
}

/** What the lists sort by: `sort=code`, `sort=-total`; the redirect rules `sort=from`, `sort=-ends`. */
export const SHORT_LINK_SORTS = ['code', 'target', 'today', 'total'] as const
export type ShortLinkSort = (typeof SHORT_LINK_SORTS)[number]
export const REDIRECT_SORTS = ['from', 'to', 'kind', 'ends'] as const
export type RedirectSort = (typeof REDIRECT_SORTS)[number]
export const LINKS_PER_PAGE = 50

type Order<Sort extends string> = Pick<ListOrder<Sort>, 'sort' | 'direction' | 'page'>

/**
 * One page of a list sorted as the address asks. The hits are summed in
 * memory (the links are few: what staff made), so the list is sorted and
 * paged there; each order ends with the code or path, so a page holds the
 * same rows every time. A rule without a last day sorts last both ways.
 */
export function shortLinksPage(rows: readonly ShortLinkRow[], order: Order<ShortLinkSort>) {
  const way = order.direction === 'desc' ? -1 : 1
  const sorted = [...rows].sort((a, b) => {
    const first =
      order.sort === 'today' || order.sort === 'total'
        ? a[order.sort] - b[order.sort]
        : a[order.sort].localeCompare(b[order.sort])
    return way * first || a.code.localeCompare(b.code)
  })
  return pageOf(sorted, order.page)
}

export function redirectsPage(rows: readonly RedirectRow[], order: Order<RedirectSort>) {
  const way = order.direction === 'desc' ? -1 : 1
  const key = (rule: RedirectRow) =>
    order.sort === 'kind' ? rule.status : order.sort === 'ends' ? rule.endsOn : rule[order.sort]
  const sorted = [...rows].sort((a, b) => {
    const [x, y] = [key(a), key(b)]
    const first = x === y ? 0 : x === null ? 1 : y === null ? -1 : way * x.localeCompare(y)
    return first || a.from.localeCompare(b.from)
  })
  return pageOf(sorted, order.page)
}

function pageOf<Row>(sorted: Row[], page: number) {
  const start = (page - 1) * LINKS_PER_PAGE
  return { rows: sorted.slice(start, start + LINKS_PER_PAGE), count: sorted.length }
}

/** "Ends on" a day: the rule is followed through that day and ignored from the next day's start. */
export function expiryOf(endsOn: string, timeZone: string): { expiresAt: string | null } | { problem: string } {
  const value = endsOn.trim()
  if (!value) return { expiresAt: null }
  if (!CALENDAR_DATE.test(value) || Number.isNaN(Date.parse(`${value}T12:00:00Z`))) {
    return { problem: 'Write the last day as year-month-day, such as 2027-05-31, or leave it empty.' }
  }
  return { expiresAt: startOfDay(addDays(value, 1), timeZone).toISOString() }
}

type PayloadFailure = { status?: number; message?: string; data?: { errors?: { path?: unknown; message?: unknown }[] } }

function refusalOf(error: unknown): Answer {
  const failure = (error ?? {}) as PayloadFailure
  if (failure.status === 400) {
    const errors = (failure.data?.errors ?? []).flatMap((item) =>
      typeof item.path === 'string' && typeof item.message === 'string'
        ? [{ path: item.path, message: item.message }]
        : [],
    )
    return {
      ok: false,
      message: errors.length ? errors.map((item) => item.message).join(' ') : (failure.message ?? 'Refused.'),
      fieldErrors: Object.fromEntries(errors.map((item) => [item.path, item.message])),
    }
  }
  if (failure.status === 404) return { ok: false, message: 'It is gone: someone deleted it meanwhile.' }
  if (failure.status === 403) return { ok: false, message: 'Only staff change short links and redirects.' }
  throw error
}

const notStaff: Answer = { ok: false, message: 'Only staff change short links and redirects.' }

/** Adds a short link (no `id`) or changes one, with its audit entry, all or nothing. */
export async function saveShortLink(
  payload: Payload,
  staff: Person,
  id: number | undefined,
  input: { code: string; target: string; note: string },
): Promise<Answer> {
  if (!isStaff(staff)) return notStaff
  const data = { code: input.code.trim(), target: input.target.trim(), note: input.note.trim() || null }
  try {
    return await inTransaction(payload, async ({ req }) => {
      const link = id
        ? await payload.update({ collection: SHORT_LINKS, id, data, user: staff, overrideAccess: false, req })
        : await payload.create({ collection: SHORT_LINKS, data, user: staff, overrideAccess: false, req })
      await recordAudit(
        payload,
        {
          actor: Number(staff.id),
          action: id ? 'content.short-link.change' : 'content.short-link.add',
          targetCollection: SHORT_LINKS,
          targetId: link.id,
          target: `/${link.code}`,
          summary: { target: link.target },
        },
        req,
      )
      return { commit: true, value: { ok: true, message: `${id ? 'Saved' : 'Added'} /${link.code} → ${link.target}.` } }
    })
  } catch (error) {
    return refusalOf(error)
  }
}

/** Adds a redirect rule (no `id`) or changes one, with its audit entry, all or nothing. */
export async function saveRedirect(
  payload: Payload,
  staff: Person,
  id: number | undefined,
  input: { from: string; to: string; status: string; endsOn: string },
  timeZone: string,
): Promise<Answer> {
  if (!isStaff(staff)) return notStaff
  const status = input.status as RedirectStatus
  if (!REDIRECT_STATUSES.includes(status)) {
    return { ok: false, message: 'Choose 301 or 302.', fieldErrors: { status: 'Choose 301 or 302.' } }
  }
  const expiry = expiryOf(input.endsOn, timeZone)
  if ('problem' in expiry) return { ok: false, message: expiry.problem, fieldErrors: { endsOn: expiry.problem } }
  const data = { from: input.from.trim(), to: input.to.trim(), status, expiresAt: expiry.expiresAt }
  try {
    return await inTransaction(payload, async ({ req }) => {
      const rule = id
        ? await payload.update({ collection: REDIRECTS, id, data, user: staff, overrideAccess: false, req })
        : await payload.create({ collection: REDIRECTS, data, user: staff, overrideAccess: false, req })
      await recordAudit(
        payload,
        {
          actor: Number(staff.id),
          action: id ? 'content.redirect.change' : 'content.redirect.add',
          targetCollection: REDIRECTS,
          targetId: rule.id,
          target: rule.from,
          summary: { to: rule.to, status: rule.status, expiresAt: rule.expiresAt ?? null },
        },
        req,
      )
      return {
        commit: true,
        value: { ok: true, message: `${id ? 'Saved' : 'Added'} ${rule.from} → ${rule.to} (${rule.status}).` },
      }
    })
  } catch (error) {
    return refusalOf(error)
  }
}

/** Deletes a short link (its hits with it) or a redirect rule, with its audit entry. */
export async function deleteLinkRule(
  payload: Payload,
  staff: Person,
  collection: typeof SHORT_LINKS | typeof REDIRECTS,
  id: number,
): Promise<Answer> {
  if (!isStaff(staff)) return notStaff
  try {
    return await inTransaction(payload, async ({ req }) => {
      const gone = await payload.delete({ collection, id, user: staff, overrideAccess: false, req })
      const name = 'code' in gone ? `/${gone.code}` : gone.from
      await recordAudit(
        payload,
        {
          actor: Number(staff.id),
          action: collection === SHORT_LINKS ? 'content.short-link.delete' : 'content.redirect.delete',
          targetCollection: collection,
          targetId: id,
          target: name,
        },
        req,
      )
      return { commit: true, value: { ok: true, message: `Deleted ${name}.` } }
    })
  } catch (error) {
    return refusalOf(error)
  }
}
