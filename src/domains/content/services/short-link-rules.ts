/**
 * The rules of short links and redirect rules as plain data (decision 059):
 * what a code, a `from` and a target may be, and whether one more entry would
 * make a chain or a loop in the table of every entry. No Payload here: the
 * collections' hooks give the table, the tests give lists.
 */

export const CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const CODE_MAX = 60
export const PATH_MAX = 300
export const REDIRECT_STATUSES = ['301', '302'] as const
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number]
export const REDIRECT_STATUS_LABELS: Record<RedirectStatus, string> = {
  '301': '301 — moved for good',
  '302': '302 — moved for now',
}

/** One entry of the table: the path it answers and where it sends. */
export type LinkRule = {
  kind: 'short-link' | 'redirect'
  /** The record's id; a record being edited is left out of the table it is checked against. */
  id?: number | string
  /** The path it answers: `/{code}` for a short link, the exact `from` of a redirect. */
  source: string
  target: string
}

/** Words for an entry in a message. */
export const describeRule = (rule: Pick<LinkRule, 'kind' | 'source'>) =>
  rule.kind === 'short-link' ? `the short link ${rule.source}` : `the redirect from ${rule.source}`

/** A short link's code, or what is wrong with it. */
export function codeProblem(code: string): string | null {
  if (!code) return 'Give the short link a code: the address is /{code}.'
  if (code.length > CODE_MAX) return `The code is ${code.length} characters long: at most ${CODE_MAX}.`
  if (!CODE_PATTERN.test(code)) {
    return 'A code is lower-case letters, digits and single hyphens between them (such as “spring-show”).'
  }
  return null
}

/**
 * A path as the proxy sees it: `/` first, no trailing `/`, no query string or
 * fragment. Redirects match exactly this.
 */
export function normalisePath(path: string): string {
  const bare = path.trim().split(/[?#]/)[0] ?? ''
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash
}

/** A redirect's `from`, or what is wrong with it. */
export function fromProblem(from: string): string | null {
  if (!from.trim()) return 'Give the path the redirect answers, such as /old-exhibition.'
  if (!from.trim().startsWith('/')) return 'The path a redirect answers starts with “/”, such as /old-exhibition.'
  if (/[?#]/.test(from)) return 'A redirect answers an exact path: leave out the “?” or “#” and what follows.'
  if (/\s/.test(from)) return 'The path has a space in it: paths have none.'
  if (from.length > PATH_MAX) return `The path is ${from.length} characters long: at most ${PATH_MAX}.`
  if (normalisePath(from) === '/') return 'The home page cannot be redirected.'
  return null
}

export type Target = { kind: 'internal'; path: string } | { kind: 'external'; url: string }

/** Where a short link or redirect sends: a path of this site, or an http(s) address elsewhere. */
export function parseTarget(target: string): Target | { problem: string } {
  const value = target.trim()
  if (!value) return { problem: 'Give where it sends: a path of this site (/artists) or an address (https://…).' }
  if (value.length > PATH_MAX * 4) return { problem: `The target is too long: at most ${PATH_MAX * 4} characters.` }
  if (/\s/.test(value)) return { problem: 'The target has a space in it: addresses have none.' }
  if (value.startsWith('//')) return { problem: 'Write an address elsewhere in full, with https:// first.' }
  if (value.startsWith('/')) return { kind: 'internal', path: value }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { problem: 'The target is neither a path of this site (starting with /) nor an http(s) address.' }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { problem: `Only http and https addresses may be targets, not ${url.protocol.replace(':', '')}.` }
  }
  return { kind: 'external', url: url.toString() }
}

/**
 * Whether adding (or changing) `candidate` would make a chain or a loop: its
 * target is the source of another entry (followed, to tell a loop from a
 * chain), it points at itself, or another entry already points at its source.
 * A visitor must reach the end in one hop, and never go round.
 */
export function chainProblem(table: readonly LinkRule[], candidate: LinkRule): string | null {
  const others = table.filter((rule) => !(rule.kind === candidate.kind && sameId(rule.id, candidate.id)))
  const target = parseTarget(candidate.target)
  if ('problem' in target) return target.problem
  const bySource = new Map(others.map((rule) => [rule.source, rule]))
  if (target.kind === 'internal') {
    const first = normalisePath(target.path)
    if (first === candidate.source) return `It points back to itself: ${candidate.source} → ${first}.`
    const next = bySource.get(first)
    if (next) {
      const route = [candidate.source, first]
      let at: LinkRule | undefined = next
      while (at) {
        const hop = parseTarget(at.target)
        if ('problem' in hop || hop.kind === 'external') break
        const path = normalisePath(hop.path)
        if (path === candidate.source) {
          return `That would make a loop: ${[...route, path].join(' → ')}. Visitors would go round for ever.`
        }
        if (route.includes(path)) break
        route.push(path)
        at = bySource.get(path)
      }
      return `That would make a chain: ${first} is itself ${describeRule(next)}. Send it straight to where ${describeRule(next)} goes (${next.target}).`
    }
  }
  const pointing = others.find((rule) => {
    const hop = parseTarget(rule.target)
    return !('problem' in hop) && hop.kind === 'internal' && normalisePath(hop.path) === candidate.source
  })
  if (pointing) {
    return `That would make a chain: ${describeRule(pointing)} already sends visitors to ${candidate.source}.`
  }
  return null
}

/** Whether another entry already answers the candidate's path. */
export function takenProblem(table: readonly LinkRule[], candidate: LinkRule): string | null {
  const taken = table.find(
    (rule) => rule.source === candidate.source && !(rule.kind === candidate.kind && sameId(rule.id, candidate.id)),
  )
  if (!taken) return null
  return `${candidate.source} is already ${describeRule(taken)}: each path answers one way.`
}

const sameId = (a: number | string | undefined, b: number | string | undefined) =>
  a !== undefined && b !== undefined && String(a) === String(b)
