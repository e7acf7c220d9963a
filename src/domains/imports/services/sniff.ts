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

/**
 * Windows-1252's bytes 0x80–0x9F (curly quotes, dashes, the euro sign…); the
 * rest are Latin-1's. Written out because Node's TextDecoder decodes the label
 * `windows-1252` as Latin-1, turning “ into a control character.
 */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178'

/** Decodes the file's bytes chunk by chunk (`stream`: a character cut between chunks is kept whole); the byte order mark is dropped. */
export type Decoder = { decode(bytes?: Uint8Array, options?: { stream?: boolean }): string }

export function decoderFor(encoding: Encoding): Decoder {
  if (encoding !== 'windows-1252') return new TextDecoder('utf-8')
  return {
    decode: (bytes) =>
      bytes
        ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
            .toString('latin1')
            .replace(/[\u0080-\u009f]/g, (character) => WINDOWS_1252_HIGH[character.charCodeAt(0) - 0x80]!)
        : '',
  }
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
