import { describe, expect, it } from 'vitest'

import { pdfFile, pdfLetterhead, pdfTable, winAnsi } from '.'

describe('winAnsi', () => {
  it('keeps what the built-in fonts draw, drops accents they lack, and marks the rest', () => {
    expect(winAnsi('Café “Öl” – €5')).toBe('Café “Öl” – €5')
    expect(winAnsi('Dvořák')).toBe('Dvorák')
    expect(winAnsi('草間 Yayoi')).toBe('?? Yayoi')
    expect(winAnsi('two\nlines\u202fhere')).toBe('two lines here')
  })
})

describe('a table', () => {
  it('moves to a new page a row that would not fit, so no row is cut at the page’s foot', async () => {
    const pdf = await pdfFile({ title: 'Rows', author: 'Vernissage', compress: false }, (doc) => {
      pdfLetterhead(doc, 'Vernissage', 'Rows')
      const table = pdfTable(doc, [{}, { width: 90, align: 'right' }])
      for (let i = 0; i < 80; i += 1) table.row([`Row ${i}`, '$1.00'])
    })
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1)
  })
})
