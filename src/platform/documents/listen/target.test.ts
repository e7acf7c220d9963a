import { describe, expect, it } from 'vitest'

import { inScope, searchOf, targetOf } from './target'

const parse = (search: string) => () => targetOf(new URLSearchParams(search))

describe('the target a request names', () => {
  it('reads a document or a query, and writes them back the same', () => {
    expect(parse('document=conversations/c1')()).toEqual({ document: 'conversations/c1' })
    const query = { parent: 'conversations/c1', query: { from: [{ collectionId: 'messages' }], limit: 5 } }
    expect(targetOf(new URLSearchParams(searchOf(query)))).toEqual(query)
    expect(targetOf(new URLSearchParams(searchOf({ document: 'a/b' })))).toEqual({ document: 'a/b' })
  })

  it('refuses a target named wrongly, saying how', () => {
    expect(parse('')).toThrow(/name what to listen to/)
    expect(parse('document=conversations')).toThrow(/not a document path/)
    expect(parse('document=a//b')).toThrow(/not a document path/)
    expect(parse('document=a/b&query={}')).toThrow(/not both/)
    expect(parse('query={')).toThrow(/not JSON/)
    expect(parse('query=[]')).toThrow(/StructuredQuery object/)
    expect(parse('query={"from":[]}')).toThrow(/one collection/)
    expect(parse('parent=conversations&query={"from":[{"collectionId":"m"}]}')).toThrow(/not a parent path/)
  })

  it('knows which changes a query’s scope may concern', () => {
    const direct = { parent: 'conversations/c1', collectionId: 'messages', allDescendants: false }
    expect(inScope(direct, 'conversations/c1/messages/m1')).toBe(true)
    expect(inScope(direct, 'conversations/c2/messages/m1')).toBe(false)
    expect(inScope(direct, 'conversations/c1/notes/n1')).toBe(false)
    const group = { parent: '', collectionId: 'messages', allDescendants: true }
    expect(inScope(group, 'conversations/c2/messages/m1')).toBe(true)
    expect(inScope({ parent: '', collectionId: 'conversations', allDescendants: false }, 'conversations/c1')).toBe(true)
  })
})
