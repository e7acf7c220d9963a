import { describe, expect, it } from 'vitest'

import { richTextWords, statementProblem } from './rules'
import { statementFromText, statementParagraphs, statementToText } from './statement'

describe('the statement as plain text', () => {
  it('makes a paragraph of each block of lines separated by an empty line', () => {
    const doc = statementFromText('I paint the bay.\n\nMostly at dawn,\nsometimes at dusk.\n')
    expect(doc?.root.children).toHaveLength(2)
    expect(doc?.root.children.map((node) => node.type)).toEqual(['paragraph', 'paragraph'])
    expect(doc?.root.children[1].children.map((node) => node.type)).toEqual(['text', 'linebreak', 'text'])
    // The domain's own reading of a statement (search, length rule) finds the words.
    expect(richTextWords(doc)).toContain('I paint the bay.')
    expect(statementProblem(doc)).toBeUndefined()
  })

  it('reads Windows line ends, extra blank lines and spaces alike', () => {
    expect(statementToText(statementFromText('  One.  \r\n\r\n\r\n \t\r\nTwo.\r\n'))).toBe('One.\n\nTwo.')
  })

  it('gives no document for blank text', () => {
    expect(statementFromText('')).toBeNull()
    expect(statementFromText(' \n\n \n')).toBeNull()
  })

  it('comes back as the text it was made from', () => {
    const text = 'First paragraph.\n\nSecond, with\na line break.\n\nThird.'
    expect(statementToText(statementFromText(text))).toBe(text)
    expect(statementParagraphs(statementFromText(text))).toEqual([
      ['First paragraph.'],
      ['Second, with', 'a line break.'],
      ['Third.'],
    ])
  })

  it('turns what staff wrote in the rich-text editor into paragraphs: headings, lists, formatted runs', () => {
    const node = { version: 1, format: '', indent: 0, direction: 'ltr' }
    const text = (value: string, format = 0) => ({ type: 'text', text: value, format, version: 1 })
    const doc = {
      root: {
        ...node,
        type: 'root',
        children: [
          { ...node, type: 'heading', tag: 'h2', children: [text('Practice')] },
          { ...node, type: 'paragraph', children: [text('Clay '), text('and', 1), text(' glaze.')] },
          {
            ...node,
            type: 'list',
            children: [
              { ...node, type: 'listitem', children: [text('Bowls')] },
              { ...node, type: 'listitem', children: [text('Tiles')] },
            ],
          },
          { ...node, type: 'paragraph', children: [] },
        ],
      },
    }
    expect(statementToText(doc)).toBe('Practice\n\nClay and glaze.\n\nBowls\nTiles')
  })

  it('reads nothing from no document or a malformed one', () => {
    expect(statementToText(null)).toBe('')
    expect(statementToText({})).toBe('')
    expect(statementToText({ root: { children: 'x' } })).toBe('')
    expect(statementParagraphs(undefined)).toEqual([])
  })
})
