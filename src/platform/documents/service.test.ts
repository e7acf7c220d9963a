import { describe, expect, it } from 'vitest'

import { documentService, mayRead, type CollectionRules, type Reader } from './service'

const ownerOnly = (path: string): CollectionRules => ({
  path,
  read: (reader, doc) =>
    reader.userId !== null &&
    (doc.fields.owner as { integerValue?: string } | undefined)?.integerValue === String(reader.userId),
  query: () => true,
  create: () => true,
  update: () => true,
  delete: () => true,
})

const service = documentService({
  collections: [ownerOnly('rooms'), ownerOnly('rooms/{room}/notes')],
  identify: async () => ({ userId: null, roles: [] }),
  transaction: () => Promise.reject(new Error('not used')),
})
const ann: Reader = { userId: 1, roles: [] }
const doc = (path: string, owner: number) => ({
  path,
  fields: { owner: { integerValue: String(owner) } },
  createTime: '',
  updateTime: '',
})

describe('documentService', () => {
  it('finds a collection by its path, placeholders standing for ids', () => {
    expect(service.rulesFor('rooms')?.path).toBe('rooms')
    expect(service.rulesFor('rooms/r1/notes')?.path).toBe('rooms/{room}/notes')
    expect(service.rulesFor('rooms/r1/other')).toBeUndefined()
    expect(service.rulesForId('notes').map((r) => r.path)).toEqual(['rooms/{room}/notes'])
  })

  it("reads through the collection's rule; an undeclared collection is nobody's", () => {
    expect(mayRead(service, ann, doc('rooms/r1', 1))).toBe(true)
    expect(mayRead(service, ann, doc('rooms/r1', 2))).toBe(false)
    expect(mayRead(service, { userId: null, roles: [] }, doc('rooms/r1', 1))).toBe(false)
    expect(mayRead(service, ann, doc('rooms/r1/notes/n1', 1))).toBe(true)
    expect(mayRead(service, ann, doc('secrets/s1', 1))).toBe(false)
  })

  it('refuses a collection path without placeholders between ids', () => {
    expect(() => documentService({ ...service, collections: [ownerOnly('rooms/notes')] })).toThrow(/alternate/)
  })
})
