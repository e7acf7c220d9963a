import { describe, expect, it } from 'vitest'

import { csvCell, csvLine } from '.'

describe('CSV', () => {
  it('quotes separators, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('Lee, Dana')).toBe('"Lee, Dana"')
    expect(csvCell('The "Studio"')).toBe('"The ""Studio"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(42)).toBe('42')
  })

  it('keeps a text that a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""click"")"',
    )
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('\r=1')).toBe('"\'\r=1"')
    expect(csvCell('a=b')).toBe('a=b')
  })

  it('ends each line with CRLF', () => {
    expect(csvLine(['a', 1, true, null])).toBe('a,1,true,\r\n')
  })
})
