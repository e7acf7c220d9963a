import { invalid } from './errors'

/** A field's value in Firestore's typed encoding (64-bit integers as decimal strings). */
export type Value =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values?: Value[] } }
  | { mapValue: { fields?: Record<string, Value> } }

export type Fields = Record<string, Value>

const INT64_MIN = -(2n ** 63n)
const INT64_MAX = 2n ** 63n - 1n
const TIMESTAMP = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/
const MAX_DEPTH = 20

/** A value as a client sent it, checked: anything else is `invalid-argument` naming where it is. */
export function checkValue(raw: unknown, where: string, depth = 0): Value {
  if (depth > MAX_DEPTH) throw invalid(`${where} nests deeper than ${MAX_DEPTH} levels.`)
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw invalid(`${where} is not a typed value.`)
  const keys = Object.keys(raw)
  if (keys.length !== 1) throw invalid(`${where} must have exactly one value type, not ${keys.length}.`)
  const [kind] = keys
  const inner = (raw as Record<string, unknown>)[kind]
  switch (kind) {
    case 'nullValue':
      if (inner !== null && inner !== 'NULL_VALUE') throw invalid(`${where}: nullValue must be null.`)
      return { nullValue: null }
    case 'booleanValue':
      if (typeof inner !== 'boolean') throw invalid(`${where}: booleanValue must be true or false.`)
      return { booleanValue: inner }
    case 'integerValue': {
      const text = typeof inner === 'number' && Number.isSafeInteger(inner) ? String(inner) : inner
      if (typeof text !== 'string' || !/^-?\d{1,19}$/.test(text))
        throw invalid(`${where}: integerValue must be a 64-bit integer.`)
      const n = BigInt(text)
      if (n < INT64_MIN || n > INT64_MAX) throw invalid(`${where}: integerValue ${text} is outside 64 bits.`)
      return { integerValue: n.toString() }
    }
    case 'doubleValue': {
      const n = typeof inner === 'string' && ['NaN', 'Infinity', '-Infinity'].includes(inner) ? Number(inner) : inner
      if (typeof n !== 'number') throw invalid(`${where}: doubleValue must be a number.`)
      return { doubleValue: n }
    }
    case 'timestampValue':
      if (typeof inner !== 'string' || !TIMESTAMP.test(inner) || Number.isNaN(Date.parse(inner.replace(/\.\d+/, ''))))
        throw invalid(`${where}: timestampValue must be an RFC 3339 time such as 2026-01-31T09:30:00.000000Z.`)
      return { timestampValue: inner }
    case 'stringValue':
      if (typeof inner !== 'string') throw invalid(`${where}: stringValue must be a string.`)
      if (inner.includes('\u0000')) throw invalid(`${where}: text cannot hold the NUL character.`)
      return { stringValue: inner }
    case 'bytesValue':
      if (typeof inner !== 'string' || !BASE64.test(inner)) throw invalid(`${where}: bytesValue must be base64.`)
      return { bytesValue: inner }
    case 'referenceValue':
      if (typeof inner !== 'string' || !/^projects\/[^/]+\/databases\/[^/]+\/documents\/.+/.test(inner))
        throw invalid(`${where}: referenceValue must be a document's full name.`)
      return { referenceValue: inner }
    case 'geoPointValue': {
      const point = inner as { latitude?: unknown; longitude?: unknown } | null
      const latitude = point?.latitude ?? 0
      const longitude = point?.longitude ?? 0
      if (
        typeof latitude !== 'number' ||
        typeof longitude !== 'number' ||
        Math.abs(latitude) > 90 ||
        Math.abs(longitude) > 180
      )
        throw invalid(`${where}: geoPointValue needs a latitude within ±90 and a longitude within ±180.`)
      return { geoPointValue: { latitude, longitude } }
    }
    case 'arrayValue': {
      const values = (inner as { values?: unknown } | null)?.values ?? []
      if (!Array.isArray(values)) throw invalid(`${where}: arrayValue.values must be a list.`)
      return {
        arrayValue: {
          values: values.map((item, i) => {
            const value = checkValue(item, `${where}[${i}]`, depth + 1)
            if ('arrayValue' in value) throw invalid(`${where}[${i}]: an array cannot hold an array directly.`)
            return value
          }),
        },
      }
    }
    case 'mapValue':
      return {
        mapValue: { fields: checkFields((inner as { fields?: unknown } | null)?.fields ?? {}, where, depth + 1) },
      }
    default:
      throw invalid(`${where}: "${kind}" is not a value type.`)
  }
}

/** A document's or a map's fields, checked. */
export function checkFields(raw: unknown, where: string, depth = 0): Fields {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw invalid(`${where}: fields must be an object.`)
  const fields: Fields = {}
  for (const [name, value] of Object.entries(raw)) {
    if (name === '') throw invalid(`${where}: a field name cannot be empty.`)
    if (name.includes('\u0000')) throw invalid(`${where}: a field name cannot hold the NUL character.`)
    fields[name] = checkValue(value, where ? `${where}.${name}` : name, depth)
  }
  return fields
}

/**
 * JSON for values on the wire and in the store: a double that is not finite as proto3's JSON writes it
 * ("NaN", "Infinity", "-Infinity"), which `JSON.stringify` would turn into null.
 */
export function valuesJson(data: unknown): string {
  return JSON.stringify(data, (_key, value: unknown) =>
    typeof value === 'number' && !Number.isFinite(value) ? String(value) : value,
  )
}

/** Values from stored JSON, the doubles written as text by `valuesJson` made numbers again. */
export function parseValues<T>(text: string): T {
  return JSON.parse(text, (key, value: unknown) =>
    key === 'doubleValue' && typeof value === 'string' ? Number(value) : value,
  ) as T
}

/** Firestore's order of types: null < booleans < numbers < timestamps < strings < bytes < references < points < arrays < maps. */
export function typeOrder(value: Value): number {
  if ('nullValue' in value) return 0
  if ('booleanValue' in value) return 1
  if ('integerValue' in value || 'doubleValue' in value) return 2
  if ('timestampValue' in value) return 3
  if ('stringValue' in value) return 4
  if ('bytesValue' in value) return 5
  if ('referenceValue' in value) return 6
  if ('geoPointValue' in value) return 7
  if ('arrayValue' in value) return 8
  return 9
}

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0)

/** Firestore's total order of values (NaN below every other number; an integer and a double compare as numbers). */
export function compareValues(a: Value, b: Value): number {
  const byType = typeOrder(a) - typeOrder(b)
  if (byType !== 0) return sign(byType)
  if ('nullValue' in a) return 0
  if ('booleanValue' in a) return Number(a.booleanValue) - Number((b as { booleanValue: boolean }).booleanValue)
  if ('integerValue' in a || 'doubleValue' in a) return compareNumbers(a, b)
  if ('timestampValue' in a)
    return compareTimestamps(a.timestampValue, (b as { timestampValue: string }).timestampValue)
  if ('stringValue' in a) return compareUtf8(a.stringValue, (b as { stringValue: string }).stringValue)
  if ('bytesValue' in a) return Buffer.compare(bytesOf(a.bytesValue), bytesOf((b as { bytesValue: string }).bytesValue))
  if ('referenceValue' in a)
    return compareReferences(a.referenceValue, (b as { referenceValue: string }).referenceValue)
  if ('geoPointValue' in a) {
    const p = (b as { geoPointValue: { latitude: number; longitude: number } }).geoPointValue
    return sign(a.geoPointValue.latitude - p.latitude) || sign(a.geoPointValue.longitude - p.longitude)
  }
  if ('arrayValue' in a) {
    const left = a.arrayValue.values ?? []
    const right = (b as { arrayValue: { values?: Value[] } }).arrayValue.values ?? []
    for (let i = 0; i < Math.min(left.length, right.length); i++) {
      const c = compareValues(left[i], right[i])
      if (c !== 0) return c
    }
    return sign(left.length - right.length)
  }
  const left = Object.entries(a.mapValue.fields ?? {}).sort(([x], [y]) => compareUtf8(x, y))
  const right = Object.entries((b as { mapValue: { fields?: Fields } }).mapValue.fields ?? {}).sort(([x], [y]) =>
    compareUtf8(x, y),
  )
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const c = compareUtf8(left[i][0], right[i][0]) || compareValues(left[i][1], right[i][1])
    if (c !== 0) return c
  }
  return sign(left.length - right.length)
}

export function valuesEqual(a: Value, b: Value): boolean {
  return compareValues(a, b) === 0
}

function compareNumbers(a: Value, b: Value): number {
  if ('integerValue' in a && 'integerValue' in b) {
    const x = BigInt(a.integerValue)
    const y = BigInt(b.integerValue)
    return x < y ? -1 : x > y ? 1 : 0
  }
  const x = numberOf(a)
  const y = numberOf(b)
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1
  if (Number.isNaN(y)) return 1
  return sign(x - y)
}

export function numberOf(value: Value): number {
  if ('integerValue' in value) return Number(value.integerValue)
  if ('doubleValue' in value) return value.doubleValue
  return Number.NaN
}

/** Strings compare by their UTF-8 bytes, as Firestore orders them (not by UTF-16 units). */
function compareUtf8(a: string, b: string): number {
  return a === b ? 0 : Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))
}

function compareReferences(a: string, b: string): number {
  const left = a.split('/')
  const right = b.split('/')
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const c = compareUtf8(left[i], right[i])
    if (c !== 0) return c
  }
  return sign(left.length - right.length)
}

function bytesOf(base64: string): Buffer {
  return Buffer.from(base64.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
}

/** An RFC 3339 time as [seconds since the epoch, nanoseconds]. */
export function timestampParts(text: string): [number, number] {
  const match = TIMESTAMP.exec(text)
  if (!match) throw invalid(`"${text}" is not an RFC 3339 time.`)
  const seconds = Date.parse(`${match[1]}${match[3]}`) / 1000
  const nanos = Number((match[2] ?? '').padEnd(9, '0'))
  return [seconds, nanos]
}

function compareTimestamps(a: string, b: string): number {
  const [s1, n1] = timestampParts(a)
  const [s2, n2] = timestampParts(b)
  return sign(s1 - s2) || sign(n1 - n2)
}

export function sameTime(a: string, b: string): boolean {
  return compareTimestamps(a, b) === 0
}
