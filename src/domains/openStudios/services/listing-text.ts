import type { GuideSpec } from './season-view'

/**
 * The guide's texts as people count them (decision 052): one character per
 * grapheme cluster (`Intl.Segmenter`), so "é" written with a combining accent,
 * an emoji with a skin tone or a flag counts once, as it prints once. The
 * browser's live count and the server's limit use this same function.
 */

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** How many characters a reader sees in `text`. */
export function characterCount(text: string): number {
  let count = 0
  for (const _ of graphemes.segment(text)) count += 1
  return count
}

/** A text as the guide keeps it: composed (NFC), one kind of line break, no space around it. */
export function guideText(text: string): string {
  return text.normalize('NFC').replace(/\r\n?/g, '\n').trim()
}

export type ListingTexts = { description: string; directions: string; hours: string }
export type ListingTextField = keyof ListingTexts

/** The most characters of hours the guide prints (a line, such as "Sat 11–6, Sun 12–5"). */
export const HOURS_LIMIT = 120

/** The limit of each text in a season's guide. */
export function textLimits(
  guide: Pick<GuideSpec, 'descriptionLimit' | 'directionsLimit'>,
): Record<ListingTextField, number> {
  return { description: guide.descriptionLimit, directions: guide.directionsLimit, hours: HOURS_LIMIT }
}

const NAMES: Record<ListingTextField, string> = {
  description: 'The description has',
  directions: 'The directions have',
  hours: 'The hours have',
}

/** What is wrong with each text against the season's limits, in words; empty when all fit. */
export function textProblems(
  texts: ListingTexts,
  guide: Pick<GuideSpec, 'descriptionLimit' | 'directionsLimit'>,
): Partial<Record<ListingTextField, string>> {
  const limits = textLimits(guide)
  const problems: Partial<Record<ListingTextField, string>> = {}
  for (const field of Object.keys(limits) as ListingTextField[]) {
    const count = characterCount(texts[field])
    const over = count - limits[field]
    if (over > 0) {
      problems[field] =
        `${NAMES[field]} ${count} characters; the guide prints at most ${limits[field]}. ` +
        `Take out ${over} ${over === 1 ? 'character' : 'characters'}.`
    }
  }
  return problems
}
