/**
 * What a listener sees change, shared by the server (which computes it) and the browser client
 * (which applies it and, after a dropped connection, computes it again against what it had).
 * Plain TypeScript with no imports at run time: the client is bundled for the browser.
 */
import type { StoredDocument } from '../index'

export type ChangeType = 'added' | 'modified' | 'removed'

/**
 * One change, in Firestore's terms: applied one after the other to the previous list, `oldIndex`
 * is where the document was (-1 when added), `newIndex` where it goes (-1 when removed).
 */
export type DocumentChange = { type: ChangeType; document: StoredDocument; oldIndex: number; newIndex: number }

/** Whether two states of a document differ: a write always moves its update time. */
const changed = (a: StoredDocument, b: StoredDocument) => a.updateTime !== b.updateTime || a.createTime !== b.createTime

/**
 * The changes that turn `before` into `after` (both in the listener's order): the removals first,
 * then the additions and modifications in `after`'s order, each placed just after the document that
 * precedes it in `after`, its indices counted on the list as the changes before it left it — so
 * `applyChanges(before, changes)` gives `after`, and a document that did not change is never named.
 */
export function diffDocuments(before: readonly StoredDocument[], after: readonly StoredDocument[]): DocumentChange[] {
  const afterPaths = new Set(after.map((document) => document.path))
  const working = before.map((document) => document.path)
  const changes: DocumentChange[] = []
  for (const document of before) {
    if (afterPaths.has(document.path)) continue
    const oldIndex = working.indexOf(document.path)
    working.splice(oldIndex, 1)
    changes.push({ type: 'removed', document, oldIndex, newIndex: -1 })
  }
  const beforeByPath = new Map(before.map((document) => [document.path, document]))
  const staying = inOrder(before, after, beforeByPath)
  after.forEach((document, index) => {
    const previous = beforeByPath.get(document.path)
    if (previous && !changed(previous, document) && staying.has(document.path)) return
    const oldIndex = previous ? working.indexOf(document.path) : -1
    if (oldIndex >= 0) working.splice(oldIndex, 1)
    const predecessor = index > 0 ? working.indexOf(after[index - 1]!.path) : -1
    const newIndex = predecessor + 1
    working.splice(newIndex, 0, document.path)
    changes.push({ type: previous ? 'modified' : 'added', document, oldIndex, newIndex })
  })
  return changes
}

/**
 * The unchanged documents that keep their places: the longest run of them in the same order in both
 * lists (all of them when the order is the query's; an unchanged document out of that run moves).
 */
function inOrder(
  before: readonly StoredDocument[],
  after: readonly StoredDocument[],
  beforeByPath: Map<string, StoredDocument>,
) {
  const beforeIndex = new Map(before.map((document, index) => [document.path, index]))
  const unchanged = after.filter((document) => {
    const previous = beforeByPath.get(document.path)
    return previous !== undefined && !changed(previous, document)
  })
  // Longest increasing subsequence of their places in `before` (patience sorting).
  const tails: number[] = []
  const links: number[] = []
  unchanged.forEach((document, i) => {
    const place = beforeIndex.get(document.path)!
    let low = 0
    let high = tails.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (beforeIndex.get(unchanged[tails[middle]!]!.path)! < place) low = middle + 1
      else high = middle
    }
    links[i] = low > 0 ? tails[low - 1]! : -1
    tails[low] = i
  })
  const staying = new Set<string>()
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = links[i]!) staying.add(unchanged[i]!.path)
  return staying
}

/** `documents` with `changes` applied in turn (a new list; the old one is left as it was). */
export function applyChanges(
  documents: readonly StoredDocument[],
  changes: readonly DocumentChange[],
): StoredDocument[] {
  const list = [...documents]
  for (const change of changes) {
    if (change.oldIndex >= 0) {
      if (list[change.oldIndex]?.path !== change.document.path)
        throw new Error(`No ${change.document.path} at ${change.oldIndex}`)
      list.splice(change.oldIndex, 1)
    }
    if (change.newIndex >= 0) list.splice(change.newIndex, 0, change.document)
  }
  return list
}
