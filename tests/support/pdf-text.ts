import { inflateSync } from 'node:zlib'

// The bytes 0x80–0x9f of WinAnsi, the built-in fonts' encoding; the rest is Latin-1.
const WIN_ANSI_HIGH: Record<number, string> = { 0x80: '€', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x97: '—' }

/**
 * The words of a PDF made by `@/platform/pdf` (pdfkit, built-in fonts), one
 * string per text-showing operator, as a text extractor reads them: content
 * streams inflated when compressed, each `[<hex> kerning <hex>…] TJ` array
 * decoded from WinAnsi and joined.
 */
export function pdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1')
  const texts: string[] = []
  for (const match of source.matchAll(/<<([^]*?)>>\s*stream\n([^]*?)\nendstream/g)) {
    const raw = Buffer.from(match[2]!, 'latin1')
    const content = (/\/FlateDecode/.test(match[1]!) ? inflateSync(raw) : raw).toString('latin1')
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...array[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((hex) => Buffer.from(hex[1]!, 'hex'))
      texts.push([...Buffer.concat(pieces)].map((byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)).join(''))
    }
  }
  return texts
}

/** The PDF attached to a mail, from its raw MIME text (as the outbox keeps it), or undefined. */
export function attachedPdf(raw: string): Buffer | undefined {
  const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(raw)
  return part ? Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64') : undefined
}
