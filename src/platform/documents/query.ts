import { invalid } from './errors'
import { collectionIdOf, fieldAt, fieldSegments, NAME_FIELD, parentOf } from './paths'
import { checkValue, compareValues, typeOrder, type Value } from './values'

/** A document as the store holds it: its path under the documents root and its typed fields. */
export type StoredDocument = { path: string; fields: Record<string, Value>; createTime: string; updateTime: string }

type FieldReference = { fieldPath: string }
export type FieldOperator =
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_IN'
export type UnaryOperator = 'IS_NAN' | 'IS_NULL' | 'IS_NOT_NAN' | 'IS_NOT_NULL'
export type QueryFilter =
  | { fieldFilter: { field: FieldReference; op: FieldOperator; value: Value } }
  | { unaryFilter: { field: FieldReference; op: UnaryOperator } }
  | { compositeFilter: { op: 'AND' | 'OR'; filters: QueryFilter[] } }
export type Cursor = { values?: Value[]; before?: boolean }

/** Firestore REST's `StructuredQuery` (the parts Vernissage serves; `select` is accepted and ignored). */
export type StructuredQuery = {
  from?: { collectionId?: string; allDescendants?: boolean }[]
  where?: QueryFilter
  orderBy?: { field: FieldReference; direction?: 'ASCENDING' | 'DESCENDING' | 'DIRECTION_UNSPECIFIED' }[]
  startAt?: Cursor
  endAt?: Cursor
  offset?: number
  limit?: number | { value?: number }
  select?: unknown
}

type Field = { path: string; segments: string[] | null } // null: the document's name
export type Filter =
  | { kind: 'field'; field: Field; op: FieldOperator; value: Value }
  | { kind: 'unary'; field: Field; op: UnaryOperator }
  | { kind: 'composite'; op: 'AND' | 'OR'; filters: Filter[] }
type Order = { field: Field; descending: boolean }
type Bound = { values: Value[]; inclusive: boolean }

/** A query checked once: what every document is matched and ordered against. */
export type CheckedQuery = {
  collectionId: string
  allDescendants: boolean
  filter: Filter | null
  orderBy: Order[]
  startAt: Bound | null
  endAt: Bound | null
  offset: number
  limit: number | null
  /** The top-level `==` filters on top-level fields: every document the query returns has these values. */
  equalities: Record<string, Value>
}

const FIELD_OPERATORS = new Set<string>([
  'EQUAL',
  'NOT_EQUAL',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
  'NOT_IN',
])
const UNARY_OPERATORS = new Set<string>(['IS_NAN', 'IS_NULL', 'IS_NOT_NAN', 'IS_NOT_NULL'])
const INEQUALITIES = new Set<string>([
  'NOT_EQUAL',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_IN',
])
const LIST_OPERATORS = new Set<string>(['IN', 'NOT_IN', 'ARRAY_CONTAINS_ANY'])
/** Firestore's limit on the values of an `in`, `not-in` or `array-contains-any`. */
export const MAX_LIST_VALUES = 30
const MAX_FILTERS = 100
const OPERATOR_WORDS: Record<string, string> = {
  NOT_EQUAL: "'!='",
  NOT_IN: "'not-in'",
  IN: "'in'",
  ARRAY_CONTAINS_ANY: "'array-contains-any'",
}
/** "An 'in' filter", "A 'not-in' filter". */
const aFilter = (op: string) => `${/^'[aeio]/.test(OPERATOR_WORDS[op]) ? 'An' : 'A'} ${OPERATOR_WORDS[op]} filter`
/** Filters that cannot sit beside each other in one query (Firestore's rule; the seed's for `not-in`). */
const CONFLICTS: Record<string, readonly string[]> = {
  NOT_EQUAL: ['NOT_EQUAL', 'NOT_IN'],
  IN: ['NOT_IN'],
  ARRAY_CONTAINS_ANY: ['NOT_IN'],
  NOT_IN: ['ARRAY_CONTAINS_ANY', 'IN', 'NOT_IN', 'NOT_EQUAL'],
}

const checked = new WeakMap<StructuredQuery, CheckedQuery>()

/** The query checked and normalised (Firestore's implicit order: inequality fields, then the name); `invalid-argument` names what is wrong. */
export function checkQuery(query: StructuredQuery): CheckedQuery {
  const known = checked.get(query)
  if (known) return known
  if (!query || typeof query !== 'object') throw invalid('structuredQuery must be an object.')
  if (!Array.isArray(query.from) || query.from.length !== 1)
    throw invalid('structuredQuery.from must name exactly one collection.')
  const [from] = query.from
  if (!from || typeof from.collectionId !== 'string' || from.collectionId === '' || from.collectionId.includes('/'))
    throw invalid('structuredQuery.from[0].collectionId must be a collection id without "/".')

  const filter = query.where === undefined ? null : checkFilter(query.where, 'where', { count: 0 })
  const operators: { op: string; field: string }[] = []
  if (filter) collectOperators(filter, operators)
  for (const { op } of operators) {
    const conflict = CONFLICTS[op]?.find((other) => countOf(operators, other) > (other === op ? 1 : 0))
    if (conflict)
      throw invalid(
        conflict === op
          ? `A query cannot hold more than one ${OPERATOR_WORDS[op]} filter.`
          : `${aFilter(op)} cannot be combined with ${OPERATOR_WORDS[conflict]} filters.`,
      )
  }

  const orderBy: Order[] = (query.orderBy ?? []).map((order, i) => {
    if (!order || typeof order !== 'object') throw invalid(`orderBy[${i}] must be an object.`)
    const direction = order.direction ?? 'ASCENDING'
    if (!['ASCENDING', 'DESCENDING', 'DIRECTION_UNSPECIFIED'].includes(direction))
      throw invalid(`orderBy[${i}].direction must be ASCENDING or DESCENDING.`)
    return { field: checkField(order.field, `orderBy[${i}].field`), descending: direction === 'DESCENDING' }
  })
  if (!Array.isArray(query.orderBy ?? [])) throw invalid('orderBy must be a list.')
  // Inequality fields not already ordered by come next, in field order, then the name.
  const ordered = new Set(orderBy.map((o) => o.field.path))
  const inequalityFields = [...new Set(operators.filter((o) => INEQUALITIES.has(o.op)).map((o) => o.field))].sort()
  const lastDescending = orderBy.at(-1)?.descending ?? false
  for (const path of inequalityFields)
    if (!ordered.has(path)) orderBy.push({ field: fieldOf(path), descending: lastDescending })
  if (!orderBy.some((o) => o.field.segments === null))
    orderBy.push({ field: fieldOf(NAME_FIELD), descending: lastDescending })

  const limitValue = typeof query.limit === 'object' && query.limit !== null ? query.limit.value : query.limit
  if (limitValue !== undefined && (!Number.isInteger(limitValue) || (limitValue as number) < 0))
    throw invalid('limit must be a whole number, 0 or more.')
  if (query.offset !== undefined && (!Number.isInteger(query.offset) || query.offset < 0))
    throw invalid('offset must be a whole number, 0 or more.')

  const result: CheckedQuery = {
    collectionId: from.collectionId,
    allDescendants: from.allDescendants === true,
    filter,
    orderBy,
    startAt: query.startAt ? checkCursor(query.startAt, 'startAt', orderBy, true) : null,
    endAt: query.endAt ? checkCursor(query.endAt, 'endAt', orderBy, false) : null,
    offset: query.offset ?? 0,
    limit: (limitValue as number | undefined) ?? null,
    equalities: equalitiesOf(filter),
  }
  checked.set(query, result)
  return result
}

const countOf = (operators: { op: string }[], op: string) => operators.filter((o) => o.op === op).length

function collectOperators(filter: Filter, into: { op: string; field: string }[]) {
  if (filter.kind === 'composite') filter.filters.forEach((f) => collectOperators(f, into))
  else if (filter.kind === 'field') into.push({ op: filter.op, field: filter.field.path })
}

function fieldOf(path: string): Field {
  return { path, segments: path === NAME_FIELD ? null : fieldSegments(path) }
}

function checkField(raw: unknown, where: string): Field {
  const path = (raw as FieldReference | undefined)?.fieldPath
  if (typeof path !== 'string') throw invalid(`${where}.fieldPath must be a field path.`)
  return fieldOf(path)
}

function checkFilter(raw: QueryFilter, where: string, budget: { count: number }): Filter {
  if (++budget.count > MAX_FILTERS) throw invalid(`A query may hold at most ${MAX_FILTERS} filters.`)
  if (!raw || typeof raw !== 'object') throw invalid(`${where} must be a filter.`)
  if ('compositeFilter' in raw) {
    const { op, filters } = raw.compositeFilter ?? ({} as { op?: string; filters?: unknown })
    if (op !== 'AND' && op !== 'OR') throw invalid(`${where}.compositeFilter.op must be AND or OR.`)
    if (!Array.isArray(filters) || filters.length === 0)
      throw invalid(`${where}.compositeFilter.filters must be a non-empty list.`)
    return { kind: 'composite', op, filters: filters.map((f, i) => checkFilter(f, `${where}.filters[${i}]`, budget)) }
  }
  if ('unaryFilter' in raw) {
    const { op, field } = raw.unaryFilter ?? ({} as { op?: string; field?: unknown })
    if (typeof op !== 'string' || !UNARY_OPERATORS.has(op))
      throw invalid(`${where}.unaryFilter.op "${op}" is not known.`)
    return { kind: 'unary', op: op as UnaryOperator, field: checkField(field, `${where}.unaryFilter.field`) }
  }
  if ('fieldFilter' in raw) {
    const { op, field, value } = raw.fieldFilter ?? ({} as { op?: string; field?: unknown; value?: unknown })
    if (typeof op !== 'string' || !FIELD_OPERATORS.has(op))
      throw invalid(`${where}.fieldFilter.op "${op}" is not known.`)
    const checkedField = checkField(field, `${where}.fieldFilter.field`)
    const given = checkValue(value, `${where}.fieldFilter.value`)
    const checkedValue = checkedField.segments === null ? asNames(given) : given
    if (LIST_OPERATORS.has(op)) {
      const values = 'arrayValue' in checkedValue ? (checkedValue.arrayValue.values ?? []) : null
      if (!values) throw invalid(`${aFilter(op)} needs an array of values.`)
      if (values.length === 0) throw invalid(`${aFilter(op)} needs a non-empty array.`)
      if (values.length > MAX_LIST_VALUES)
        throw invalid(`${aFilter(op)} takes at most ${MAX_LIST_VALUES} values, not ${values.length}.`)
    }
    if (
      checkedField.segments === null &&
      !LIST_OPERATORS.has(op) &&
      op !== 'ARRAY_CONTAINS' &&
      !('referenceValue' in checkedValue)
    )
      throw invalid(`A filter on ${NAME_FIELD} compares with a document reference.`)
    return { kind: 'field', field: checkedField, op: op as FieldOperator, value: checkedValue }
  }
  throw invalid(`${where} must be a fieldFilter, unaryFilter or compositeFilter.`)
}

function checkCursor(raw: Cursor, where: string, orderBy: Order[], start: boolean): Bound {
  const values = raw.values ?? []
  if (!Array.isArray(values) || values.length === 0) throw invalid(`${where}.values must be a non-empty list.`)
  if (values.length > orderBy.length) throw invalid(`${where} has more values than the query has orderBy fields.`)
  const checkedValues = values.map((v, i) => checkValue(v, `${where}.values[${i}]`))
  checkedValues.forEach((v, i) => {
    if (orderBy[i].field.segments === null && !('referenceValue' in v))
      throw invalid(`${where}.values[${i}] must be a document reference, as it orders by ${NAME_FIELD}.`)
  })
  // startAt's `before` keeps the position's document; endAt's `before` leaves it out.
  return { values: checkedValues, inclusive: start ? raw.before === true : raw.before !== true }
}

function equalitiesOf(filter: Filter | null): Record<string, Value> {
  const found: Record<string, Value> = {}
  const top = !filter ? [] : filter.kind === 'composite' && filter.op === 'AND' ? filter.filters : [filter]
  for (const f of top)
    if (f.kind === 'field' && f.op === 'EQUAL' && f.field.segments?.length === 1) found[f.field.segments[0]] = f.value
  return found
}

const DOCUMENTS_ROOT = /^projects\/[^/]+\/databases\/[^/]+\/documents\//

/** The document's name as a reference value; its project and database do not take part in comparisons. */
function nameValue(doc: StoredDocument): Value {
  return { referenceValue: `projects/-/databases/-/documents/${doc.path}` }
}

function valueOf(doc: StoredDocument, field: Field): Value | undefined {
  return field.segments === null ? nameValue(doc) : fieldAt(doc.fields, field.segments)
}

const isArray = (v: Value | undefined): v is { arrayValue: { values?: Value[] } } =>
  v !== undefined && 'arrayValue' in v
const isNull = (v: Value | undefined) => v !== undefined && 'nullValue' in v
const listOf = (v: Value) => ('arrayValue' in v ? (v.arrayValue.values ?? []) : [])
const contains = (list: Value[], v: Value) => list.some((item) => compareValues(item, v) === 0)
const isNaNValue = (v: Value | undefined) => v !== undefined && 'doubleValue' in v && Number.isNaN(v.doubleValue)

/** Firestore's matching, as its clients evaluate it: comparisons only within one type's order. */
function matchesFilter(filter: Filter, doc: StoredDocument): boolean {
  if (filter.kind === 'composite')
    return filter.op === 'AND'
      ? filter.filters.every((f) => matchesFilter(f, doc))
      : filter.filters.some((f) => matchesFilter(f, doc))
  const value = valueOf(doc, filter.field)
  if (filter.kind === 'unary') {
    switch (filter.op) {
      case 'IS_NULL':
        return isNull(value)
      case 'IS_NOT_NULL':
        return value !== undefined && !isNull(value)
      case 'IS_NAN':
        return isNaNValue(value)
      case 'IS_NOT_NAN':
        return value !== undefined && !isNaNValue(value) && !isNull(value)
    }
  }
  const target = filter.value
  switch (filter.op) {
    case 'ARRAY_CONTAINS':
      return isArray(value) && contains(value.arrayValue.values ?? [], target)
    case 'ARRAY_CONTAINS_ANY':
      return isArray(value) && (value.arrayValue.values ?? []).some((v) => contains(listOf(target), v))
    case 'IN':
      return value !== undefined && contains(listOf(target), value)
    case 'NOT_IN':
      return (
        !contains(listOf(target), { nullValue: null }) &&
        value !== undefined &&
        !isNull(value) &&
        !contains(listOf(target), value)
      )
    case 'NOT_EQUAL':
      return value !== undefined && !isNull(value) && compareValues(value, target) !== 0
    default: {
      if (value === undefined || typeOrder(value) !== typeOrder(target)) return false
      const c = compareValues(value, target)
      if (filter.op === 'EQUAL') return c === 0
      if (filter.op === 'LESS_THAN') return c < 0
      if (filter.op === 'LESS_THAN_OR_EQUAL') return c <= 0
      if (filter.op === 'GREATER_THAN') return c > 0
      return c >= 0
    }
  }
}

/** Whether the document belongs to the query's collection (or collection group) under `parent`. */
function inScope(parent: string, query: CheckedQuery, doc: StoredDocument): boolean {
  const collection = parentOf(doc.path)
  if (!query.allDescendants) return collection === (parent ? `${parent}/${query.collectionId}` : query.collectionId)
  return collectionIdOf(collection) === query.collectionId && (parent === '' || doc.path.startsWith(`${parent}/`))
}

/**
 * Whether one document matches the query's from/where (not its order, cursors or limit). `parent` is the
 * query's parent under the documents root: '' for the root, or a document's path ('conversations/c1').
 * Ordering by a field needs the field to exist, as in Firestore.
 */
export function queryMatches(parent: string, query: StructuredQuery, doc: StoredDocument): boolean {
  const q = checkQuery(query)
  return (
    inScope(parent, q, doc) &&
    (q.filter === null || matchesFilter(q.filter, doc)) &&
    q.orderBy.every((o) => valueOf(doc, o.field) !== undefined)
  )
}

/** The query's order (its orderBy, then the document's name), for keeping an ordered, limited set. */
export function compareForQuery(query: StructuredQuery, a: StoredDocument, b: StoredDocument): number {
  return compareChecked(checkQuery(query), a, b)
}

function compareChecked(q: CheckedQuery, a: StoredDocument, b: StoredDocument): number {
  for (const order of q.orderBy) {
    const left = valueOf(a, order.field)
    const right = valueOf(b, order.field)
    const c =
      left === undefined || right === undefined
        ? Number(left === undefined) - Number(right === undefined)
        : compareValues(left, right)
    if (c !== 0) return order.descending ? -c : c
  }
  return 0
}

function compareToBound(bound: Bound, orderBy: Order[], doc: StoredDocument): number {
  for (let i = 0; i < bound.values.length; i++) {
    const order = orderBy[i]
    const position = bound.values[i]
    const value = valueOf(doc, order.field)
    let c = value === undefined ? -1 : compareValues(normalName(position, order.field), value)
    if (order.descending) c = -c
    if (c !== 0) return c
  }
  return 0
}

/** References compared with documents' names, their project and database put aside (lists too, for `in`). */
function asNames(value: Value): Value {
  if ('referenceValue' in value)
    return { referenceValue: value.referenceValue.replace(DOCUMENTS_ROOT, 'projects/-/databases/-/documents/') }
  if ('arrayValue' in value) return { arrayValue: { values: (value.arrayValue.values ?? []).map(asNames) } }
  return value
}

/** A cursor's reference, with its project and database put aside as the document's own name has them. */
function normalName(value: Value, field: Field): Value {
  return field.segments === null ? asNames(value) : value
}

function withinBounds(q: CheckedQuery, doc: StoredDocument): boolean {
  if (q.startAt) {
    const c = compareToBound(q.startAt, q.orderBy, doc)
    if (q.startAt.inclusive ? c > 0 : c >= 0) return false
  }
  if (q.endAt) {
    const c = compareToBound(q.endAt, q.orderBy, doc)
    if (q.endAt.inclusive ? c < 0 : c <= 0) return false
  }
  return true
}

/** The query over candidate documents: matched, ordered, within its cursors, then offset and limit. */
export function evaluateQuery(
  parent: string,
  query: StructuredQuery,
  candidates: Iterable<StoredDocument>,
): StoredDocument[] {
  const q = checkQuery(query)
  const matched = [...candidates].filter((doc) => queryMatches(parent, query, doc) && withinBounds(q, doc))
  matched.sort((a, b) => compareChecked(q, a, b))
  const end = q.limit === null ? undefined : q.offset + q.limit
  return matched.slice(q.offset, end)
}
