import { describe, expect, it } from 'vitest'

import { decoderFor, sniffDelimiter, sniffEncoding } from './sniff'

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))))

describe('sniffEncoding', () => {
  it('finds UTF-8 with a byte order mark and drops the mark when decoding', () => {
    const file = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Name\nCafé\n')])
    expect(sniffEncoding(file)).toBe('utf-8-bom')
    expect(decoderFor('utf-8-bom').decode(file)).toBe('Name\nCafé\n')
  })

  it('finds UTF-8 without a mark, even when the head cuts a character in two', () => {
    const file = Buffer.from('Name\nCafé')
    expect(sniffEncoding(file)).toBe('utf-8')
    expect(sniffEncoding(file.subarray(0, file.length - 1))).toBe('utf-8')
  })

  it("reads Windows-1252: 'Caf\\xe9' is Café", () => {
    const file = bytes('Name\nCaf', [0xe9], '\n')
    expect(sniffEncoding(file)).toBe('windows-1252')
    expect(decoderFor('windows-1252').decode(file)).toBe('Name\nCafé\n')
  })

  it('reads the curly quotes and euro sign of Windows-1252', () => {
    expect(decoderFor('windows-1252').decode(Buffer.from([0x93, 0x80, 0x94]))).toBe('“€”')
  })
})

describe('sniffDelimiter', () => {
  it.each([
    ['Email,Name\na@example.org,Ann\n', ','],
    ['Email;Name;Tags\na@example.org;Ann;x,y\nb@example.org;Bo;z\n', ';'],
    ['Email\tName\na@example.org\tAnn\n', '\t'],
    ['Email|Name\na@example.org|Ann\n', '|'],
  ])('finds the delimiter of %j', (text, delimiter) => {
    expect(sniffDelimiter(text)).toBe(delimiter)
  })

  it('does not count a delimiter inside quotes', () => {
    expect(sniffDelimiter('"Name, full";Email\n"Ann, B";a@example.org\n')).toBe(';')
  })

  it('reads a file of one column with commas', () => {
    expect(sniffDelimiter('Email\na@example.org\n')).toBe(',')
  })
})
