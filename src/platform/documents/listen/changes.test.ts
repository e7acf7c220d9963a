import { describe, expect, it } from 'vitest'

import type { StoredDocument } from '../index'
import { applyChanges, diffDocuments } from './changes'
import { SnapshotKeeper } from './client'

const at = (path: string, time = 1): StoredDocument => ({
  path,
  fields: { n: { integerValue: String(time) } },
  createTime: '2026-12-09T10:00:00.000000Z',
  updateTime: `2026-12-09T10:00:${String(time).padStart(2, '0')}.000000Z`,
})
const paths = (documents: readonly StoredDocument[]) => documents.map((document) => document.path)

describe('diffDocuments', () => {
  it('names what was added, modified and removed, never what stayed as it was', () => {
    const before = [at('c/a'), at('c/b'), at('c/c')]
    const after = [at('c/b'), at('c/c', 2), at('c/d')]
    expect(diffDocuments(before, after).map(({ type, document }) => [type, document.path])).toEqual([
      ['removed', 'c/a'],
      ['modified', 'c/c'],
      ['added', 'c/d'],
    ])
  })

  it('moves a modified document without naming the ones it passed', () => {
    const before = [at('c/a'), at('c/b'), at('c/c')]
    const after = [at('c/b'), at('c/c'), at('c/a', 2)]
    const changes = diffDocuments(before, after)
    expect(changes).toEqual([{ type: 'modified', document: after[2], oldIndex: 0, newIndex: 2 }])
    expect(applyChanges(before, changes)).toEqual(after)
  })

  it('gives indices that, applied in turn, turn any list into any other', () => {
    let seed = 7
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
    for (let round = 0; round < 300; round++) {
      const pick = () =>
        Array.from({ length: 8 }, (_, i) => at(`c/${i}`, 1 + Math.floor(random() * 2)))
          .filter(() => random() < 0.6)
          .sort(() => random() - 0.5)
      const before = pick()
      const after = pick()
      expect(paths(applyChanges(before, diffDocuments(before, after)))).toEqual(paths(after))
    }
  })
})

describe('SnapshotKeeper (the client)', () => {
  it('reports the first snapshot as all added, then applies the server’s changes', () => {
    const keeper = new SnapshotKeeper()
    const first = keeper.snapshot([at('c/a'), at('c/b')])
    expect(first?.docChanges.map((change) => change.type)).toEqual(['added', 'added'])
    const next = keeper.changes(diffDocuments(keeper.current(), [at('c/b'), at('c/c')]))
    expect(paths(next!.docs)).toEqual(['c/b', 'c/c'])
    expect(next!.docChanges.map((change) => [change.type, change.document.path])).toEqual([
      ['removed', 'c/a'],
      ['added', 'c/c'],
    ])
  })

  it('after a reconnection tells only what changed meanwhile, and nothing when nothing did', () => {
    const keeper = new SnapshotKeeper()
    keeper.snapshot([at('c/a'), at('c/b')])
    expect(keeper.snapshot([at('c/a'), at('c/b')])).toBeUndefined()
    const resumed = keeper.snapshot([at('c/a'), at('c/b', 3), at('c/c')])
    expect(resumed!.docChanges.map((change) => [change.type, change.document.path])).toEqual([
      ['modified', 'c/b'],
      ['added', 'c/c'],
    ])
  })

  it('an empty first snapshot is still one (a document that does not exist yet)', () => {
    expect(new SnapshotKeeper().snapshot([])).toEqual({ docs: [], docChanges: [] })
  })
})
