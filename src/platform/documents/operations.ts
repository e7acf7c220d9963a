import type { SqlExecutor } from '@/platform/database/transaction'

import { DocumentError, invalid } from './errors'
import { checkDocumentPath, fieldAt, fieldSegments, parentDocumentOf, parentOf, withField } from './paths'
import { checkQuery, evaluateQuery, type StoredDocument, type StructuredQuery } from './query'
import { denied, mayRead, type DocumentService, type QueryScope, type Reader, type WriteScope } from './service'
import { candidateDocuments, commitTimeNow, fetchDocuments, lockPaths, removeDocument, saveDocument } from './store'
import { checkValue, compareValues, numberOf, sameTime, valuesJson, type Fields, type Value } from './values'

/** Firestore's limit on one document (here measured as its stored JSON). */
export const MAX_DOCUMENT_BYTES = 1024 * 1024

/** The document, or null when absent; throws `permission-denied` when the rules refuse. */
export async function readDocument(
  db: SqlExecutor,
  service: DocumentService,
  path: string,
  reader: Reader,
): Promise<StoredDocument | null> {
  const [doc] = await readDocuments(db, service, [path], reader)
  return doc
}

/** Several documents in the order asked (null for those absent); one refused refuses them all, as in Firestore. */
export async function readDocuments(
  db: SqlExecutor,
  service: DocumentService,
  paths: readonly string[],
  reader: Reader,
): Promise<(StoredDocument | null)[]> {
  paths.forEach(checkDocumentPath)
  const found = await fetchDocuments(db, paths)
  return paths.map((path) => {
    const doc = found.get(path) ?? null
    // A missing document is read as one with no fields, as Firestore's rules see `resource` as null.
    if (!mayRead(service, reader, doc ?? { path, fields: {}, createTime: '', updateTime: '' }))
      throw denied(`the rules do not let you read "${path}".`)
    return doc
  })
}

/**
 * The query's documents in order. The rules are not filters (as in Firestore): a query that could return a
 * document the reader may not read is refused whole with `permission-denied`. `parent` is '' for the root
 * or a document's path. Served by evaluating the query over the collection's documents, narrowed in SQL by
 * its `==` filters; more than `scanLimit` of them is `failed-precondition` (decision 096).
 */
export async function runStructuredQuery(
  db: SqlExecutor,
  service: DocumentService,
  parent: string,
  query: StructuredQuery,
  reader: Reader,
): Promise<StoredDocument[]> {
  if (parent !== '') checkDocumentPath(parent)
  const q = checkQuery(query)
  const collectionPath = q.allDescendants ? null : parent ? `${parent}/${q.collectionId}` : q.collectionId
  const rules = collectionPath === null ? service.rulesForId(q.collectionId) : [service.rulesFor(collectionPath)]
  if (rules.length === 0 || rules.some((r) => r === undefined))
    throw denied(`no rules let anyone read the collection "${collectionPath ?? q.collectionId}".`)
  const parentDocument =
    collectionPath !== null && parent !== '' ? ((await fetchDocuments(db, [parent])).get(parent) ?? null) : null
  const scope: QueryScope = { collectionPath, parentDocument, equalities: q.equalities }
  for (const rule of rules) {
    const allowed = rule!.query(reader, scope)
    if (allowed !== true) throw denied(allowed)
  }

  const candidates = await candidateDocuments(
    db,
    collectionPath === null ? { parent, collectionId: q.collectionId } : { collectionPath },
    q.equalities,
    service.scanLimit + 1,
  )
  if (candidates.length > service.scanLimit)
    throw new DocumentError(
      'failed-precondition',
      `The query needs an index: it would examine more than ${service.scanLimit} documents of "${collectionPath ?? q.collectionId}". ` +
        'Add an equality (==) filter on a top-level field, which the store narrows by its index of fields.',
    )
  const documents = evaluateQuery(parent, query, candidates)
  // The query rule above is the guarantee; this keeps a rule's mistake from ever showing a document.
  if (documents.some((doc) => !mayRead(service, reader, doc)))
    throw denied('the query could return documents you may not read; filter it as the rules require.')
  return documents
}

/** A precondition on a write: the document exists (or not), or was last written at this time. */
export type Precondition = { exists?: boolean; updateTime?: string }

export type FieldTransform = { fieldPath: string } & (
  | { setToServerValue: 'REQUEST_TIME' }
  | { increment: Value }
  | { maximum: Value }
  | { minimum: Value }
  | { appendMissingElements: { values?: Value[] } }
  | { removeAllFromArray: { values?: Value[] } }
)

/** Firestore REST's `Write`. */
export type Write = {
  update?: { name: string; fields?: Fields }
  delete?: string
  verify?: string
  transform?: { document: string; fieldTransforms?: FieldTransform[] }
  updateMask?: { fieldPaths?: string[] }
  updateTransforms?: FieldTransform[]
  currentDocument?: Precondition
}

type CheckedWrite = {
  path: string
  kind: 'update' | 'delete' | 'verify' | 'transform'
  fields: Fields
  mask: string[][] | null
  transforms: { segments: string[]; transform: FieldTransform }[]
  precondition: Precondition | null
}

export type WriteResult = { updateTime: string; transformResults?: Value[] }
export type CommitResult = {
  writeResults: WriteResult[]
  commitTime: string
  /** Each written document after the commit (null once deleted). */
  documents: Map<string, StoredDocument | null>
}

/**
 * Applies writes all together or not at all, each against its collection's rules and its precondition.
 * The documents written are held for the commit (advisory locks, taken in path order), so a precondition
 * on an update time checks the latest write; in a transaction (`transactional`), a precondition that no
 * longer holds is `aborted`, which the clients retry.
 */
export async function commitWrites(
  service: DocumentService,
  writes: readonly Write[],
  reader: Reader,
  toPath: (name: unknown) => string,
  transactional = false,
): Promise<CommitResult> {
  if (!Array.isArray(writes)) throw invalid('writes must be a list.')
  if (writes.length > 500) throw invalid(`A commit takes at most 500 writes, not ${writes.length}.`)
  const checked = writes.map((write, i) => checkWrite(write, i, toPath))
  return service.transaction(async (db) => {
    const paths = checked.map((w) => w.path)
    const parents = paths.map((p) => parentDocumentOf(parentOf(p))).filter((p): p is string => p !== null)
    await lockPaths(db, paths)
    const state = await fetchDocuments(db, [...new Set([...paths, ...parents])])
    const commitTime = await commitTimeNow(db)
    const touched = new Set<string>()
    const writeResults: WriteResult[] = []
    for (const [i, write] of checked.entries()) {
      const before = state.get(write.path) ?? null
      checkPrecondition(write, before, transactional)
      if (write.kind === 'verify') {
        writeResults.push({ updateTime: before?.updateTime ?? commitTime })
        continue
      }
      const parentPath = parentDocumentOf(parentOf(write.path))
      const parentDocument = parentPath === null ? null : (state.get(parentPath) ?? null)
      let after: Fields | null = null
      const transformResults: Value[] = []
      if (write.kind !== 'delete') {
        after = write.kind === 'transform' ? { ...(before?.fields ?? {}) } : applyUpdate(before?.fields ?? {}, write)
        for (const { segments, transform } of write.transforms) {
          const [value, result] = applyTransform(fieldAt(after, segments), transform, commitTime)
          after = withField(after, segments, value)
          transformResults.push(result)
        }
      }
      const scope: WriteScope = { path: write.path, before, after, parentDocument }
      const rules = service.rulesFor(parentOf(write.path))
      if (!rules) throw denied(`no rules let anyone write to the collection "${parentOf(write.path)}".`)
      const allowed =
        after === null
          ? rules.delete(reader, scope)
          : before
            ? rules.update(reader, scope)
            : rules.create(reader, scope)
      if (allowed !== true) throw denied(`writes[${i}]: ${allowed}`)
      if (after === null) state.delete(write.path)
      else
        state.set(write.path, {
          path: write.path,
          fields: after,
          createTime: before?.createTime ?? commitTime,
          updateTime: commitTime,
        })
      touched.add(write.path)
      writeResults.push({ updateTime: commitTime, ...(write.transforms.length ? { transformResults } : {}) })
    }
    const documents = new Map<string, StoredDocument | null>()
    for (const path of touched) {
      const doc = state.get(path) ?? null
      if (doc && valuesJson(doc.fields).length > MAX_DOCUMENT_BYTES)
        throw invalid(`The document "${path}" would be larger than ${MAX_DOCUMENT_BYTES} bytes, Firestore's limit.`)
      if (doc) await saveDocument(db, path, doc.fields, commitTime)
      else await removeDocument(db, path, commitTime)
      documents.set(path, doc)
    }
    return { writeResults, commitTime, documents }
  })
}

function checkWrite(write: Write, i: number, toPath: (name: unknown) => string): CheckedWrite {
  if (!write || typeof write !== 'object') throw invalid(`writes[${i}] must be an object.`)
  const kinds = (['update', 'delete', 'verify', 'transform'] as const).filter((k) => write[k] !== undefined)
  if (kinds.length !== 1) throw invalid(`writes[${i}] must hold exactly one of update, delete, verify or transform.`)
  const [kind] = kinds
  const name = kind === 'update' ? write.update?.name : kind === 'transform' ? write.transform?.document : write[kind]
  const path = toPath(name)
  const fields: Fields = {}
  if (kind === 'update') Object.assign(fields, checkFieldsOf(write.update?.fields ?? {}, `writes[${i}].update.fields`))
  const maskPaths = write.updateMask?.fieldPaths
  if (maskPaths !== undefined && !Array.isArray(maskPaths))
    throw invalid(`writes[${i}].updateMask.fieldPaths must be a list.`)
  const rawTransforms = kind === 'transform' ? (write.transform?.fieldTransforms ?? []) : (write.updateTransforms ?? [])
  if (!Array.isArray(rawTransforms)) throw invalid(`writes[${i}]: the field transforms must be a list.`)
  const transforms = rawTransforms.map((transform, j) => checkTransform(transform, `writes[${i}].transforms[${j}]`))
  const precondition = write.currentDocument ?? null
  if (
    precondition !== null &&
    (typeof precondition !== 'object' ||
      (precondition.exists !== undefined && typeof precondition.exists !== 'boolean') ||
      (precondition.updateTime !== undefined &&
        !(
          'timestampValue' in
          checkValue({ timestampValue: precondition.updateTime }, `writes[${i}].currentDocument.updateTime`)
        )))
  )
    throw invalid(`writes[${i}].currentDocument must be {exists} or {updateTime}.`)
  return {
    path,
    kind,
    fields,
    mask: maskPaths ? maskPaths.map(fieldSegments) : null,
    transforms,
    precondition,
  }
}

function checkFieldsOf(raw: unknown, where: string): Fields {
  return (checkValue({ mapValue: { fields: raw } }, where) as { mapValue: { fields: Fields } }).mapValue.fields
}

function checkTransform(raw: FieldTransform, where: string): { segments: string[]; transform: FieldTransform } {
  if (!raw || typeof raw !== 'object') throw invalid(`${where} must be an object.`)
  const segments = fieldSegments(raw.fieldPath)
  if ('setToServerValue' in raw) {
    if (raw.setToServerValue !== 'REQUEST_TIME') throw invalid(`${where}: setToServerValue must be REQUEST_TIME.`)
    return { segments, transform: raw }
  }
  for (const kind of ['increment', 'maximum', 'minimum'] as const)
    if (kind in raw) {
      const operand = checkValue((raw as Record<string, unknown>)[kind], `${where}.${kind}`)
      if (!('integerValue' in operand) && !('doubleValue' in operand))
        throw invalid(`${where}: ${kind} takes a number.`)
      return { segments, transform: { fieldPath: raw.fieldPath, [kind]: operand } as FieldTransform }
    }
  for (const kind of ['appendMissingElements', 'removeAllFromArray'] as const)
    if (kind in raw) {
      const checked = checkValue({ arrayValue: (raw as Record<string, unknown>)[kind] }, `${where}.${kind}`)
      return {
        segments,
        transform: {
          fieldPath: raw.fieldPath,
          [kind]: (checked as { arrayValue: { values?: Value[] } }).arrayValue,
        } as FieldTransform,
      }
    }
  throw invalid(`${where} is not a known field transform.`)
}

function checkPrecondition(write: CheckedWrite, before: StoredDocument | null, transactional: boolean) {
  const p = write.precondition
  if (!p) return
  let problem: DocumentError | null = null
  if (p.exists === true && !before) problem = new DocumentError('not-found', `No document to update: "${write.path}".`)
  else if (p.exists === false && before)
    problem = new DocumentError('already-exists', `Document already exists: "${write.path}".`)
  else if (p.updateTime !== undefined && (!before || !sameTime(before.updateTime, p.updateTime)))
    problem = new DocumentError(
      'failed-precondition',
      `"${write.path}" was ${before ? `last written at ${before.updateTime}` : 'deleted'}, not at ${p.updateTime}.`,
    )
  if (!problem) return
  // In a transaction, what it read has changed since: the client reads again and retries.
  if (transactional)
    throw new DocumentError('aborted', `Transaction contention: ${problem.message} Retry the transaction.`)
  throw problem
}

function applyUpdate(current: Fields, write: CheckedWrite): Fields {
  if (!write.mask) return write.fields
  let fields = current
  for (const segments of write.mask) fields = withField(fields, segments, fieldAt(write.fields, segments))
  return fields
}

const INT64_MIN = -(2n ** 63n)
const INT64_MAX = 2n ** 63n - 1n
const isNumber = (v: Value | undefined): v is Value => v !== undefined && ('integerValue' in v || 'doubleValue' in v)

/** A transform's new value for the field, and what the write result reports for it. */
function applyTransform(current: Value | undefined, transform: FieldTransform, commitTime: string): [Value, Value] {
  if ('setToServerValue' in transform) {
    const value = { timestampValue: commitTime }
    return [value, value]
  }
  if ('increment' in transform) {
    const value = isNumber(current) ? add(current, transform.increment) : transform.increment
    return [value, value]
  }
  if ('maximum' in transform || 'minimum' in transform) {
    const operand = 'maximum' in transform ? transform.maximum : transform.minimum
    const keepCurrent =
      isNumber(current) &&
      ('maximum' in transform ? compareValues(current, operand) >= 0 : compareValues(current, operand) <= 0)
    const value = keepCurrent ? current : operand
    return [value, value]
  }
  const existing = current && 'arrayValue' in current ? (current.arrayValue.values ?? []) : []
  if ('appendMissingElements' in transform) {
    const values = [...existing]
    for (const v of transform.appendMissingElements.values ?? [])
      if (!values.some((e) => compareValues(e, v) === 0)) values.push(v)
    return [{ arrayValue: { values } }, { nullValue: null }]
  }
  const removed = transform.removeAllFromArray.values ?? []
  const values = existing.filter((e) => !removed.some((v) => compareValues(e, v) === 0))
  return [{ arrayValue: { values } }, { nullValue: null }]
}

/** Integers add as 64-bit integers, clamped at the ends as Firestore does; with a double, as doubles. */
function add(a: Value, b: Value): Value {
  if ('integerValue' in a && 'integerValue' in b) {
    const sum = BigInt(a.integerValue) + BigInt(b.integerValue)
    return { integerValue: (sum > INT64_MAX ? INT64_MAX : sum < INT64_MIN ? INT64_MIN : sum).toString() }
  }
  return { doubleValue: numberOf(a) + numberOf(b) }
}

/** The id Firestore's clients make for a new document: 20 letters and digits. */
export function newDocumentId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  let id = ''
  while (id.length < 20)
    for (const byte of crypto.getRandomValues(new Uint8Array(40)))
      // 248 = 4 × 62: a byte above it would favour the first letters.
      if (byte < 248 && id.length < 20) id += alphabet[byte % 62]
  return id
}
