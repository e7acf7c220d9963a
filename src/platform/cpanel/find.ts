import type { Payload } from 'payload'

/** One thing found: what it is called, a word more about it, and its page under the control panel. */
export type Found = { label: string; detail?: string; path: string }

/** How a domain finds its things by a few words (a person by name or email, an order by number…). */
export type Finder = { kind: string; find: (payload: Payload, words: string) => Promise<Found[]> }

export type FoundKind = { kind: string; found: (Omit<Found, 'path'> & { href: string })[] }

/** Shorter words would match nearly everything; longer ones are not a search. */
export const FIND_MIN = 2
export const FIND_MAX = 100

/** The words of the address's `q`, or the problem with them in words; nothing asked is neither. */
export function findWords(asked: string | null): { words: string } | { problem: string } | null {
  const words = (asked ?? '').trim().replace(/\s+/g, ' ')
  if (!words) return null
  if (words.length < FIND_MIN) return { problem: `Type at least ${FIND_MIN} letters to search.` }
  if (words.length > FIND_MAX) return { problem: `Search with at most ${FIND_MAX} letters.` }
  return { words }
}

/** Every finder asked at once; the kinds that found something, in the finders' order. */
export async function findAnything(payload: Payload, finders: readonly Finder[], words: string): Promise<FoundKind[]> {
  const adminRoute = payload.config.routes.admin
  const lists = await Promise.all(finders.map((finder) => finder.find(payload, words)))
  return finders.flatMap((finder, index) =>
    lists[index]!.length
      ? [
          {
            kind: finder.kind,
            found: lists[index]!.map(({ path, ...rest }) => ({ ...rest, href: `${adminRoute}/${path}` })),
          },
        ]
      : [],
  )
}

/** A pattern for `ILIKE`/Payload's `like` that matches the words literally. */
export function likeWords(words: string): string {
  return words.replace(/[\\%_]/g, (match) => `\\${match}`)
}
