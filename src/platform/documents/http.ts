import type { SqlExecutor } from '@/platform/database/transaction'

import { DocumentError, invalid } from './errors'
import {
  commitWrites,
  newDocumentId,
  readDocuments,
  runStructuredQuery,
  type Precondition,
  type Write,
} from './operations'
import { checkCollectionPath, checkDocumentPath, fieldSegments, nameOf, pathOfName, type Database } from './paths'
import { checkQuery, type StoredDocument, type StructuredQuery } from './query'
import { readerOf, type DocumentService, type Reader } from './service'
import { checkValue, numberOf, valuesJson, type Value } from './values'

/** The largest request body read (a commit of 500 writes of Firestore's largest documents is about this). */
export const MAX_BODY_BYTES = 10 * 1024 * 1024
const MAX_PAGE_SIZE = 300

export type DocumentsHttpOptions = {
  service: DocumentService
  /** Raw SQL outside a transaction, for reads. */
  db: SqlExecutor
  /** A failure that is not the caller's (answered 500 `internal` without its details). */
  log(error: unknown): void
}

type Call = { request: Request; url: URL; db: Database; reader: Reader; options: DocumentsHttpOptions }

/**
 * Firestore's REST protocol at `/v1/projects/{project}/databases/{database}/documents…`: documents'
 * get, list, create, patch and delete, and the RPCs `batchGet`, `commit`, `runQuery`,
 * `runAggregationQuery`, `beginTransaction` and `rollback`. Errors in Google's JSON shape.
 */
export async function handleDocumentsRequest(request: Request, options: DocumentsHttpOptions): Promise<Response> {
  try {
    const url = new URL(request.url)
    const target = targetOf(url.pathname)
    const reader = await readerOf(request, options.service)
    const call: Call = { request, url, db: target.db, reader, options }
    const answer = await (target.rpc === null
      ? answerResource(call, target.path, request.method)
      : answerRpc(call, target.path, target.rpc, request.method))
    return new Response(valuesJson(answer), { headers: { 'content-type': 'application/json; charset=utf-8' } })
  } catch (error) {
    if (error instanceof DocumentError) return Response.json(error.toBody(), { status: error.httpStatus })
    options.log(error)
    const internal = new DocumentError('internal', 'The document service failed; nothing was changed.')
    return Response.json(internal.toBody(), { status: internal.httpStatus })
  }
}

const RPCS = ['batchGet', 'commit', 'runQuery', 'runAggregationQuery', 'beginTransaction', 'rollback'] as const
type Rpc = (typeof RPCS)[number]

/** The database, the path under its documents root ('' for the root) and the RPC the address names, if any. */
function targetOf(pathname: string): { db: Database; path: string; rpc: Rpc | null } {
  const segments = pathname.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment)
    } catch {
      throw invalid(`The address segment "${segment}" is not valid percent-encoding.`)
    }
  })
  const [, version, projects, project, databases, database, ...rest] = segments
  if (
    version !== 'v1' ||
    projects !== 'projects' ||
    databases !== 'databases' ||
    !project ||
    !database ||
    rest.length === 0
  )
    throw notFound(pathname)
  let rpc: Rpc | null = null
  const last = rest.length - 1
  const colon = rest[last].lastIndexOf(':')
  if (colon >= 0) {
    const method = rest[last].slice(colon + 1)
    if (!(RPCS as readonly string[]).includes(method)) throw notFound(pathname)
    rpc = method as Rpc
    rest[last] = rest[last].slice(0, colon)
  }
  if (rest[0] !== 'documents') throw notFound(pathname)
  return { db: { project, database }, path: rest.slice(1).join('/'), rpc }
}

const notFound = (pathname: string) => new DocumentError('not-found', `No such method or resource: ${pathname}.`)

function wrongMethod(method: string, what: string): DocumentError {
  return new DocumentError('not-found', `${method} is not a method of ${what}.`)
}

async function answerResource(call: Call, path: string, method: string): Promise<unknown> {
  if (path === '') throw wrongMethod(method, 'the documents root')
  const isDocument = path.split('/').length % 2 === 0
  const { service } = call.options
  if (isDocument) {
    checkDocumentPath(path)
    if (method === 'GET' || method === 'HEAD') {
      const [doc] = await readDocuments(call.options.db, service, [path], call.reader)
      if (!doc) throw new DocumentError('not-found', `No document at "${path}".`)
      return documentJson(call.db, doc)
    }
    if (method === 'PATCH') {
      const body = await bodyOf(call.request)
      const mask = call.url.searchParams.getAll('updateMask.fieldPaths')
      const write: Write = {
        update: { name: nameOf(call.db, path), fields: (body as { fields?: Record<string, Value> }).fields ?? {} },
        ...(mask.length ? { updateMask: { fieldPaths: mask } } : {}),
        ...preconditionOf(call.url),
      }
      return documentJson(call.db, await writeOne(call, write, path))
    }
    if (method === 'DELETE') {
      await commitWrites(service, [{ delete: nameOf(call.db, path), ...preconditionOf(call.url) }], call.reader, (n) =>
        pathOfName(call.db, n),
      )
      return {}
    }
    throw wrongMethod(method, 'a document')
  }
  checkCollectionPath(path)
  if (method === 'GET' || method === 'HEAD') return listDocuments(call, path)
  if (method === 'POST') {
    const body = await bodyOf(call.request)
    const id = call.url.searchParams.get('documentId') || newDocumentId()
    const docPath = checkDocumentPath(`${path}/${id}`)
    const write: Write = {
      update: { name: nameOf(call.db, docPath), fields: (body as { fields?: Record<string, Value> }).fields ?? {} },
      currentDocument: { exists: false },
    }
    return documentJson(call.db, await writeOne(call, write, docPath))
  }
  throw wrongMethod(method, 'a collection')
}

async function writeOne(call: Call, write: Write, path: string): Promise<StoredDocument> {
  const { documents } = await commitWrites(call.options.service, [write], call.reader, (n) => pathOfName(call.db, n))
  return documents.get(path)!
}

function preconditionOf(url: URL): { currentDocument?: Precondition } {
  const exists = url.searchParams.get('currentDocument.exists')
  const updateTime = url.searchParams.get('currentDocument.updateTime')
  if (exists !== null && exists !== 'true' && exists !== 'false')
    throw invalid('currentDocument.exists must be true or false.')
  if (exists !== null && updateTime !== null) throw invalid('currentDocument takes exists or updateTime, not both.')
  if (exists !== null) return { currentDocument: { exists: exists === 'true' } }
  if (updateTime !== null) return { currentDocument: { updateTime } }
  return {}
}

/** `GET …/documents/{collection}`: a page in name order (or `orderBy`), with `nextPageToken` for the next one. */
async function listDocuments(call: Call, collectionPath: string): Promise<unknown> {
  const params = call.url.searchParams
  const pageSize = Number(params.get('pageSize') ?? MAX_PAGE_SIZE)
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw invalid(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
  const orderBy = (params.get('orderBy') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [fieldPath, direction, ...extra] = part.split(/\s+/)
      if (extra.length || (direction && !/^(asc|desc)$/i.test(direction)))
        throw invalid(`orderBy "${part}" must be a field path, optionally followed by asc or desc.`)
      fieldSegments(fieldPath)
      return {
        field: { fieldPath },
        direction: direction?.toLowerCase() === 'desc' ? 'DESCENDING' : 'ASCENDING',
      } as const
    })
  const at = collectionPath.lastIndexOf('/')
  const parent = at < 0 ? '' : collectionPath.slice(0, at)
  const query: StructuredQuery = {
    from: [{ collectionId: collectionPath.slice(at + 1) }],
    orderBy,
    limit: pageSize + 1,
  }
  const token = params.get('pageToken')
  if (token) query.startAt = { values: pageTokenValues(token), before: false }
  checkQuery(query)
  const documents = await runStructuredQuery(call.options.db, call.options.service, parent, query, call.reader)
  const page = documents.slice(0, pageSize)
  const last = page.at(-1)
  const more = documents.length > pageSize && last
  return {
    documents: page.map((doc) => documentJson(call.db, doc)),
    ...(more ? { nextPageToken: pageTokenOf(call.db, checkQuery(query).orderBy, last) } : {}),
  }
}

/** A page token: the last document's position in the order, so the next page starts after it. */
function pageTokenOf(db: Database, orderBy: ReturnType<typeof checkQuery>['orderBy'], last: StoredDocument): string {
  const values = orderBy.map((order) =>
    order.field.segments === null ? { referenceValue: nameOf(db, last.path) } : fieldValue(last, order.field.segments),
  )
  return Buffer.from(JSON.stringify(values)).toString('base64url')
}

function fieldValue(doc: StoredDocument, segments: string[]): Value {
  let value: Value | undefined = doc.fields[segments[0]]
  for (const segment of segments.slice(1))
    value = value && 'mapValue' in value ? value.mapValue.fields?.[segment] : undefined
  return value ?? { nullValue: null }
}

function pageTokenValues(token: string): Value[] {
  try {
    const values = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown[]
    if (!Array.isArray(values)) throw new Error('not a list')
    return values.map((v, i) => checkValue(v, `pageToken[${i}]`))
  } catch {
    throw invalid('pageToken is not one this service gave.')
  }
}

async function answerRpc(call: Call, path: string, rpc: Rpc, method: string): Promise<unknown> {
  if (method !== 'POST') throw wrongMethod(method, `:${rpc}`)
  const body = (await bodyOf(call.request)) as Record<string, unknown>
  const readTime = new Date().toISOString()
  const { service, db } = call.options
  if (rpc !== 'runQuery' && rpc !== 'runAggregationQuery' && path !== '')
    throw invalid(`:${rpc} is called on the documents root, not on "${path}".`)
  if (body.transaction !== undefined) transactionOf(body.transaction)
  switch (rpc) {
    case 'beginTransaction':
      return { transaction: newTransactionId() }
    case 'rollback':
      transactionOf(body.transaction)
      return {}
    case 'batchGet': {
      if (!Array.isArray(body.documents) || body.documents.length === 0)
        throw invalid('documents must be a non-empty list of names.')
      if (body.documents.length > 1000) throw invalid('batchGet reads at most 1,000 documents at once.')
      const paths = body.documents.map((name) => pathOfName(call.db, name))
      const docs = await readDocuments(db, service, paths, call.reader)
      const begun = newTransactionOf(body)
      return docs.map((doc, i) => ({
        ...(doc ? { found: documentJson(call.db, doc) } : { missing: nameOf(call.db, paths[i]) }),
        readTime,
        ...(i === 0 && begun ? { transaction: begun } : {}),
      }))
    }
    case 'commit': {
      const transactional = body.transaction !== undefined
      const result = await commitWrites(
        service,
        body.writes as Write[],
        call.reader,
        (n) => pathOfName(call.db, n),
        transactional,
      )
      return { writeResults: result.writeResults, commitTime: result.commitTime }
    }
    case 'runQuery': {
      if (path !== '') checkDocumentPath(path)
      const docs = await runStructuredQuery(db, service, path, body.structuredQuery as StructuredQuery, call.reader)
      const begun = newTransactionOf(body)
      const first = { readTime, ...(begun ? { transaction: begun } : {}) }
      return docs.length
        ? docs.map((doc, i) => ({ document: documentJson(call.db, doc), ...(i === 0 ? first : { readTime }) }))
        : [first]
    }
    case 'runAggregationQuery': {
      if (path !== '') checkDocumentPath(path)
      const aggregation = body.structuredAggregationQuery as
        { structuredQuery?: StructuredQuery; aggregations?: Aggregation[] } | undefined
      if (
        !aggregation?.structuredQuery ||
        !Array.isArray(aggregation.aggregations) ||
        aggregation.aggregations.length === 0
      )
        throw invalid('structuredAggregationQuery needs a structuredQuery and at least one aggregation.')
      const docs = await runStructuredQuery(db, service, path, aggregation.structuredQuery, call.reader)
      const aggregateFields = Object.fromEntries(aggregation.aggregations.map((a, i) => aggregate(a, i, docs)))
      return [{ result: { aggregateFields }, readTime }]
    }
  }
}

type Aggregation = {
  alias?: string
  count?: { upTo?: number | string }
  sum?: { field?: { fieldPath?: string } }
  avg?: { field?: { fieldPath?: string } }
}

/** count, sum and avg over the query's documents, named by their alias. */
function aggregate(a: Aggregation, i: number, docs: StoredDocument[]): [string, Value] {
  const alias = a.alias ?? `field_${i + 1}`
  if (a.count) {
    const upTo = a.count.upTo === undefined ? Infinity : Number(a.count.upTo)
    if (!(upTo > 0)) throw invalid(`aggregations[${i}].count.upTo must be more than 0.`)
    return [alias, { integerValue: String(Math.min(docs.length, upTo)) }]
  }
  const kind = a.sum ? 'sum' : a.avg ? 'avg' : null
  if (!kind) throw invalid(`aggregations[${i}] must be count, sum or avg.`)
  const segments = fieldSegments(a[kind]!.field?.fieldPath)
  const numbers = docs.map((doc) => fieldValue(doc, segments)).filter((v) => 'integerValue' in v || 'doubleValue' in v)
  if (kind === 'avg')
    return [
      alias,
      numbers.length
        ? { doubleValue: numbers.reduce((s, v) => s + numberOf(v), 0) / numbers.length }
        : { nullValue: null },
    ]
  if (numbers.every((v) => 'integerValue' in v))
    return [
      alias,
      {
        integerValue: numbers.reduce((s, v) => s + BigInt((v as { integerValue: string }).integerValue), 0n).toString(),
      },
    ]
  return [alias, { doubleValue: numbers.reduce((s, v) => s + numberOf(v), 0) }]
}

/** A read that begins a transaction (`newTransaction`) hands its id back with its first answer. */
function newTransactionOf(body: Record<string, unknown>): string | null {
  return body.newTransaction === undefined ? null : newTransactionId()
}

function newTransactionId(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
}

/**
 * A transaction id as `beginTransaction` gave it. Transactions are optimistic (decision 096): the server
 * keeps nothing between calls; what a transaction read is checked by the commit's preconditions.
 */
function transactionOf(raw: unknown): string {
  if (typeof raw !== 'string' || !/^[A-Za-z0-9+/]{22}==$/.test(raw))
    throw invalid('transaction is not an id beginTransaction gave.')
  return raw
}

async function bodyOf(request: Request): Promise<unknown> {
  const tooLarge = () => invalid(`The request body is larger than ${MAX_BODY_BYTES} bytes.`)
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_BODY_BYTES) throw tooLarge()
  // Read as it arrives and given up past the limit: a body sent without its length is bounded too.
  const chunks: Uint8Array[] = []
  let read = 0
  const reader = request.body?.getReader()
  for (let next = await reader?.read(); next && !next.done; next = await reader!.read()) {
    read += next.value.byteLength
    if (read > MAX_BODY_BYTES) {
      await reader!.cancel().catch(() => undefined)
      throw tooLarge()
    }
    chunks.push(next.value)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (text.trim() === '') return {}
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (error) {
    throw invalid(`The request body is not JSON: ${(error as Error).message}`)
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalid('The request body must be a JSON object.')
  return body
}

function documentJson(db: Database, doc: StoredDocument) {
  return { name: nameOf(db, doc.path), fields: doc.fields, createTime: doc.createTime, updateTime: doc.updateTime }
}
