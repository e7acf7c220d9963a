/**
 * Which contacts are probably the same (decision 093), after CiviCRM's
 * dedupe rules: the same email; or the same name, normalised, with the same
 * phone or the same organisation. A name alone is not enough — two
 * different people share one often — so it needs a second thing in common.
 * Staff decide: these are suggestions, merged only on the merge page.
 */

export type DedupeCandidate = {
  id: number
  name: string
  email?: string | null
  phone?: string | null
  organisation?: number | null
}

export type DuplicateReason = 'same email' | 'same name and phone' | 'same name and organisation'

export type DuplicateSuggestion = { keep: number; merge: number; reasons: DuplicateReason[] }

/** A name as people write it differently: case, accents, punctuation, spacing and a title dropped. */
export function normalisedName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^(mr|mrs|ms|mx|dr|prof) /, '')
}

/** A phone number's digits, the last ten (a country code or a leading 0 written or not). */
export function normalisedPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '')
  return digits.length >= 7 ? digits.slice(-10) : ''
}

export function normalisedEmail(email: string | null | undefined): string {
  return (email ?? '').trim().toLowerCase()
}

/** Why `a` and `b` look like one contact; empty when they do not. */
export function duplicateReasons(a: DedupeCandidate, b: DedupeCandidate): DuplicateReason[] {
  if (a.id === b.id) return []
  const reasons: DuplicateReason[] = []
  const email = normalisedEmail(a.email)
  if (email && email === normalisedEmail(b.email)) reasons.push('same email')
  const name = normalisedName(a.name)
  if (name && name === normalisedName(b.name)) {
    const phone = normalisedPhone(a.phone)
    if (phone && phone === normalisedPhone(b.phone)) reasons.push('same name and phone')
    if (a.organisation && a.organisation === b.organisation) reasons.push('same name and organisation')
  }
  return reasons
}

/**
 * Every pair of `contacts` that looks like one, each pair once, the older
 * (lower id) suggested as the one kept. Grouped by key first, so a long list
 * is not compared pair by pair.
 */
export function duplicateSuggestions(contacts: readonly DedupeCandidate[]): DuplicateSuggestion[] {
  const groups = new Map<string, DedupeCandidate[]>()
  const add = (key: string, contact: DedupeCandidate) => groups.set(key, [...(groups.get(key) ?? []), contact])
  for (const contact of contacts) {
    const email = normalisedEmail(contact.email)
    if (email) add(`e:${email}`, contact)
    const name = normalisedName(contact.name)
    if (name) add(`n:${name}`, contact)
  }
  const pairs = new Map<string, DuplicateSuggestion>()
  for (const group of groups.values()) {
    for (let i = 0; i < group.length; i += 1) {
      for (let j = i + 1; j < group.length; j += 1) {
        const [a, b] = group[i]!.id < group[j]!.id ? [group[i]!, group[j]!] : [group[j]!, group[i]!]
        const key = `${a.id}:${b.id}`
        if (pairs.has(key)) continue
        const reasons = duplicateReasons(a, b)
        if (reasons.length) pairs.set(key, { keep: a.id, merge: b.id, reasons })
      }
    }
  }
  return [...pairs.values()].sort((x, y) => x.keep - y.keep || x.merge - y.merge)
}
