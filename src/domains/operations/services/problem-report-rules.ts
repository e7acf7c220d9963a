import type { SortDirection } from '@/platform/cpanel/list-params'

/**
 * The plain rules of problem reports (decision 083): their vocabulary, what a
 * report form may hold, where it came from, and the bug tracker's list as its
 * address says.
 */

export const REPORT_STATUSES = ['new', 'confirmed', 'in-progress', 'fixed', 'wont-fix', 'duplicate'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]
export const STATUS_LABELS: Record<ReportStatus, string> = {
  new: 'New',
  confirmed: 'Confirmed',
  'in-progress': 'In progress',
  fixed: 'Fixed',
  'wont-fix': 'Won’t fix',
  duplicate: 'Duplicate',
}
/** The statuses that still ask for work: the open reports. */
export const OPEN_STATUSES: readonly ReportStatus[] = ['new', 'confirmed', 'in-progress']

export const REPORT_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const
export type ReportPriority = (typeof REPORT_PRIORITIES)[number]
export const PRIORITY_LABELS: Record<ReportPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
}

export const DESCRIPTION_MAX = 4000
export const COMMENT_MAX = 4000
const PAGE_MAX = 500
const BROWSER_MAX = 400
const DIGEST = /^[A-Za-z0-9_-]{1,64}$/
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/

/** A site path to record as where the problem was seen: only a path of this site, else nothing. */
export function reportedPage(from: string | null | undefined, publicUrl: string): string {
  const value = (from ?? '').trim()
  if (!value) return ''
  let url: URL
  try {
    url = new URL(value, publicUrl)
  } catch {
    return ''
  }
  if (url.origin !== new URL(publicUrl).origin || !url.pathname.startsWith('/')) return ''
  if (url.pathname === '/report-a-problem') return ''
  return (url.pathname + url.search).slice(0, PAGE_MAX)
}

export type ReportInput = {
  description: string
  page: string
  browser: string
  digest: string
  email: string
}

export type ReportCheck =
  { ok: true; value: ReportInput } | { ok: false; fieldErrors: Partial<Record<'description' | 'email', string>> }

/** What a report form sent, checked: a description, and an email to hear back on only when it is one. */
export function checkReport(
  raw: { description: string; page: string; browser: string; digest: string; email: string },
  publicUrl: string,
): ReportCheck {
  const description = raw.description.trim()
  const email = raw.email.trim()
  const fieldErrors: Partial<Record<'description' | 'email', string>> = {}
  if (description.length < 10) fieldErrors.description = 'Say what went wrong, in a sentence or more.'
  else if (description.length > DESCRIPTION_MAX)
    fieldErrors.description = `Keep it under ${DESCRIPTION_MAX} characters (it has ${description.length}).`
  if (email && (email.length > 254 || !EMAIL.test(email)))
    fieldErrors.email = 'This is not an email address: leave it empty, or write one such as name@example.org.'
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors }
  return {
    ok: true,
    value: {
      description,
      email: email.toLowerCase(),
      page: reportedPage(raw.page, publicUrl),
      browser: raw.browser.replace(/[\u0000-\u001f]/g, ' ').slice(0, BROWSER_MAX),
      digest: DIGEST.test(raw.digest.trim()) ? raw.digest.trim() : '',
    },
  }
}

/** What the list sorts by, as every tool's list does (`sort=priority`, `sort=-sent`; decision 087). */
export const REPORT_SORTS = ['sent', 'priority', 'status'] as const
export type ReportSort = (typeof REPORT_SORTS)[number]
/** The older addresses' sorts, still read so a saved link keeps working. */
const EARLIER_SORTS: Record<string, string> = { newest: '-sent', oldest: 'sent' }

/** The bug tracker's list as its address holds it. `status=open` is the reports still asking for work. */
export type ReportQuery = {
  status: ReportStatus | 'open' | null
  priority: ReportPriority | null
  /** `me` (the person looking), `none`, or a staff member's id. */
  assignee: 'me' | 'none' | number | null
  words: string
  sort: ReportSort
  direction: SortDirection
  page: number
}

export const REPORTS_PER_PAGE = 25

/** The address's filter and sort, and what in it cannot be used, in words. */
export function reportQuery(params: URLSearchParams): { query: ReportQuery; problems: string[] } {
  const problems: string[] = []
  const status = params.get('status') || ''
  const priority = params.get('priority') || ''
  const assignee = params.get('assignee') || ''
  const sort = params.get('sort') || ''
  const page = params.get('page') || ''
  const query: ReportQuery = {
    status: null,
    priority: null,
    assignee: null,
    words: (params.get('q') ?? '').trim().slice(0, 200),
    sort: 'sent',
    direction: 'desc',
    page: 1,
  }
  if (status === 'open' || (REPORT_STATUSES as readonly string[]).includes(status))
    query.status = status as ReportQuery['status']
  else if (status) problems.push(`there is no status “${status}”`)
  if ((REPORT_PRIORITIES as readonly string[]).includes(priority)) query.priority = priority as ReportPriority
  else if (priority) problems.push(`there is no priority “${priority}”`)
  if (assignee === 'me' || assignee === 'none') query.assignee = assignee
  else if (/^\d{1,10}$/.test(assignee)) query.assignee = Number(assignee)
  else if (assignee) problems.push(`“${assignee}” is not a staff member`)
  const asked = EARLIER_SORTS[sort] ?? sort
  const key = asked.replace(/^-/, '')
  if ((REPORT_SORTS as readonly string[]).includes(key)) {
    query.sort = key as ReportSort
    query.direction = asked.startsWith('-') ? 'desc' : 'asc'
  } else if (sort) problems.push(`“${sort.slice(0, 40)}” is not a way to sort`)
  if (/^\d{1,6}$/.test(page) && Number(page) >= 1) query.page = Number(page)
  else if (page) problems.push(`“${page}” is not a page number`)
  return { query, problems }
}

export type TriageChange = {
  status: ReportStatus
  priority: ReportPriority
  assignee: number | null
  duplicateOf: number | null
}

/** What is wrong with a triage, field by field: a duplicate names another report, and only a duplicate does. */
export function triageProblems(
  report: number,
  change: { status: string; priority: string; duplicateOf: string },
): Partial<Record<'status' | 'priority' | 'duplicateOf', string>> {
  const problems: Partial<Record<'status' | 'priority' | 'duplicateOf', string>> = {}
  if (!(REPORT_STATUSES as readonly string[]).includes(change.status)) problems.status = 'Choose a status.'
  if (!(REPORT_PRIORITIES as readonly string[]).includes(change.priority)) problems.priority = 'Choose a priority.'
  const duplicate = change.duplicateOf.trim().replace(/^#/, '')
  if (change.status === 'duplicate') {
    if (!/^\d{1,10}$/.test(duplicate)) problems.duplicateOf = 'Give the number of the report this one repeats.'
    else if (Number(duplicate) === report) problems.duplicateOf = 'A report cannot repeat itself.'
  } else if (duplicate) problems.duplicateOf = 'Only a duplicate names another report: choose “Duplicate”, or clear it.'
  return problems
}
