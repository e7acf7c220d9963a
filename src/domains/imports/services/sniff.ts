/**
 * What kind of CSV a file is, read from its first bytes (decision 094):
 * spreadsheets write UTF-8 with or without a byte order mark, or Windows-1252
 * (Excel's "CSV" on Windows), and separate columns with commas, semicolons
 * (where the comma is the decimal sign), tabs or bars.
 */

export const ENCODINGS = ['utf-8-bom', 'utf-8', 'windows-1252'] as const
export type Encoding = (typeof ENCODINGS)[number]

export const DELIMITERS = [',', ';', '\t', '|'] as const
export type Delimiter = (typeof DELIMITERS)[number]

export const ENCODING_LABELS: Record<Encoding, string> = {
  'utf-8-bom': 'UTF-8 (with a byte order mark)',
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252 (Western European)',
}

export const DELIMITER_LABELS: Record<Delimiter, string> = {
  ',': 'comma',
  ';': 'semicolon',
  '\t': 'tab',
  '|': 'vertical bar',
}

/** How many leading bytes the sniffing reads. */
export const SNIFF_BYTES = 64 * 1024

/**
 * UTF-8 when the bytes decode as UTF-8 (a sequence cut at the end of the
 * head is not held against it); otherwise Windows-1252, which decodes any byte.
 */
export function sniffEncoding(head: Uint8Array): Encoding {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8-bom'
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true })
    return 'utf-8'
  } catch {
    return 'windows-1252'
  }
}

/** A decoder of the file's bytes; the byte order mark is dropped. */
export function decoderFor(encoding: Encoding): TextDecoder {
  return new TextDecoder(encoding === 'windows-1252' ? 'windows-1252' : 'utf-8')
}

/** Each delimiter's count on one line, outside quoted cells. */
function countsOutsideQuotes(line: string): Map<string, number> {
  const counts = new Map<string, number>()
  let quoted = false
  for (const character of line) {
    if (character === '"') quoted = !quoted
    else if (!quoted && (DELIMITERS as readonly string[]).includes(character))
      counts.set(character, (counts.get(character) ?? 0) + 1)
  }
  return counts
}

/**
 * The delimiter found the same number of times on each of the first lines
 * (at least once); of several, the one found most; a file of one column is
 * read with commas.
 */
export function sniffDelimiter(text: string): Delimiter {
  const lines = text
    .split(/\r\n|\n|\r/)
    .slice(0, 20)
    .filter((line) => line.trim() !== '')
  // The last line of a head may be cut short.
  const whole = lines.length > 2 ? lines.slice(0, -1) : lines
  let best: { delimiter: Delimiter; count: number } | null = null
  for (const delimiter of DELIMITERS) {
    const counts = whole.map((line) => countsOutsideQuotes(line).get(delimiter) ?? 0)
    const least = Math.min(...counts)
    const steady = counts.every((count) => count === counts[0])
    const score = steady ? least : least / 2
    if (least > 0 && (!best || score > best.count)) best = { delimiter, count: score }
  }
  return best?.delimiter ?? ','
}
