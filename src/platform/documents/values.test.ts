import { describe, expect, it } from 'vitest'

import { checkValue, compareValues, parseValues, valuesJson, type Value } from './values'

const ordered: Value[] = [
  { nullValue: null },
  { booleanValue: false },
  { booleanValue: true },
  { doubleValue: Number.NaN },
  { doubleValue: -Infinity },
  { integerValue: '-9223372036854775808' },
  { doubleValue: -1.5 },
  { integerValue: '1' },
  { doubleValue: 1.5 },
  { integerValue: '9223372036854775807' },
  { timestampValue: '2026-01-01T00:00:00Z' },
  { timestampValue: '2026-01-01T00:00:00.000001Z' },
  { timestampValue: '2026-01-01T01:00:00.5+01:00' },
  { stringValue: '' },
  { stringValue: 'Z' },
  { stringValue: 'a' },
  { stringValue: '\uFFFF' },
  // Beyond U+FFFF: above U+FFFF in UTF-8 bytes, though below it in UTF-16 units.
  { stringValue: '😀' },
  { bytesValue: 'AA==' },
  { bytesValue: '/w==' },
  { referenceValue: 'projects/p/databases/(default)/documents/a/b' },
  { referenceValue: 'projects/p/databases/(default)/documents/a/b/c/d' },
  { geoPointValue: { latitude: -10, longitude: 5 } },
  { geoPointValue: { latitude: 10, longitude: -5 } },
  { arrayValue: {} },
  { arrayValue: { values: [{ integerValue: '1' }] } },
  { arrayValue: { values: [{ integerValue: '1' }, { nullValue: null }] } },
  { arrayValue: { values: [{ integerValue: '2' }] } },
  { mapValue: {} },
  { mapValue: { fields: { a: { integerValue: '1' } } } },
  { mapValue: { fields: { a: { integerValue: '2' } } } },
  { mapValue: { fields: { b: { integerValue: '0' } } } },
]

describe("Firestore's order of values", () => {
  it('orders across and within types', () => {
    for (let i = 0; i < ordered.length; i++)
      for (let j = 0; j < ordered.length; j++)
        expect(
          Math.sign(compareValues(ordered[i], ordered[j])),
          `${JSON.stringify(ordered[i])} vs ${JSON.stringify(ordered[j])}`,
        ).toBe(Math.sign(i - j))
  })

  it('compares an integer and a double as numbers, and 64-bit integers exactly', () => {
    expect(compareValues({ integerValue: '3' }, { doubleValue: 3 })).toBe(0)
    expect(compareValues({ integerValue: '9007199254740993' }, { integerValue: '9007199254740992' })).toBe(1)
  })
})

describe('checkValue', () => {
  it('keeps integers as strings and accepts the JSON forms of NaN and null', () => {
    expect(checkValue({ integerValue: 42 }, 'n')).toEqual({ integerValue: '42' })
    expect(checkValue({ doubleValue: 'NaN' }, 'n')).toEqual({ doubleValue: Number.NaN })
    expect(checkValue({ nullValue: 'NULL_VALUE' }, 'n')).toEqual({ nullValue: null })
  })

  it.each([
    [{ integerValue: '1.5' }, 'integerValue must be a 64-bit integer'],
    [{ integerValue: '9223372036854775808' }, 'outside 64 bits'],
    [{ timestampValue: 'yesterday' }, 'RFC 3339'],
    [{ stringValue: 'a', integerValue: '1' }, 'exactly one value type'],
    [{ colourValue: 'red' }, '"colourValue" is not a value type'],
    [{ arrayValue: { values: [{ arrayValue: {} }] } }, 'cannot hold an array'],
    [{ stringValue: 'a\u0000b' }, 'NUL'],
    [{ geoPointValue: { latitude: 91, longitude: 0 } }, 'latitude'],
    ['text', 'not a typed value'],
  ])('refuses %j naming the problem', (raw, message) => {
    expect(() => checkValue(raw, 'fields.x')).toThrow(
      expect.objectContaining({ code: 'invalid-argument', message: expect.stringContaining(message) }),
    )
  })
})

describe('valuesJson', () => {
  it('keeps doubles that are not finite through JSON, as proto3 writes them', () => {
    const fields = { a: { doubleValue: Number.NaN }, b: { doubleValue: -Infinity }, c: { doubleValue: 1.5 } }
    expect(valuesJson(fields)).toBe(
      '{"a":{"doubleValue":"NaN"},"b":{"doubleValue":"-Infinity"},"c":{"doubleValue":1.5}}',
    )
    expect(parseValues(valuesJson(fields))).toEqual(fields)
  })
})
