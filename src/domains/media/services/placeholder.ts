/**
 * The picture a card shows while its item has none: the item's initials on
 * colours of its own — the item's colours when it has some, else a pair drawn
 * from its name — so cards side by side differ and the same item always looks
 * the same. Pure, for the shared `PicturePlaceholder`.
 */
export type PlaceholderLook = {
  /** One or two letters, upper case; empty for a name without letters or digits. */
  initials: string
  background: string
  /** The second colour of the diagonal band. */
  band: string
  /** The initials' colour: dark on a light background, white on a dark one. */
  ink: string
}

/** Pairs of a background and a band colour, each background dark enough for white initials. */
const PAIRS = [
  ['#1d3557', '#457b9d'],
  ['#264653', '#2a9d8f'],
  ['#3d405b', '#81b29a'],
  ['#4a4e69', '#9a8c98'],
  ['#660708', '#a4161a'],
  ['#283618', '#606c38'],
  ['#7f4f24', '#b08968'],
  ['#3c096c', '#7b2cbf'],
] as const

const HEX = /^#[0-9a-f]{6}$/i

/** The first letter of the first word and of the last, as people read a name's initials. */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []
  const first = words[0]
  if (!first) return ''
  const last = words.length > 1 ? words[words.length - 1]! : ''
  return (Array.from(first)[0]! + (last ? Array.from(last)[0]! : '')).toLocaleUpperCase()
}

/** A stable 32-bit hash of the name (FNV-1a), so the same name draws the same colours. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5
  for (const char of text) {
    hash ^= char.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/** WCAG's relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2)
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

/**
 * The look of a missing picture for an item named `name`; `colours` are the
 * item's own (`#rrggbb`), used first when given — others are ignored.
 */
export function placeholderLook(name: string, colours: readonly string[] = []): PlaceholderLook {
  const own = colours.filter((colour) => HEX.test(colour)).map((colour) => colour.toLowerCase())
  const pair = PAIRS[hashOf(name.trim().toLocaleLowerCase()) % PAIRS.length]!
  const background = own[0] ?? pair[0]
  const band = own[1] ?? (own[0] ? background : pair[1])
  const light = luminance(background)
  // White when it reads better on this background (at least WCAG's 4.5:1 for every pair above), else near-black.
  const ink = contrast(light, 1) >= contrast(light, luminance('#1c1917')) ? '#ffffff' : '#1c1917'
  return { initials: initialsOf(name), background, band, ink }
}
