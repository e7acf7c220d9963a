import { describe, expect, it } from 'vitest'

import {
  applyPatch,
  checkObjectName,
  contentEtag,
  nextGeneration,
  nextMetageneration,
  parseMetadata,
  toResource,
  type StoredObject,
} from './metadata'

const object: StoredObject = {
  bucket: 'public',
  name: 'artists/7/a.jpg',
  generation: '1700000000000000',
  metageneration: '1',
  size: 3,
  md5Hash: 'kAFQmDzST7DWlj99KOF/cg==',
  crc32c: 'AAAAAA==',
  contentType: 'image/jpeg',
  customMetadata: { alt: 'A red door' },
  timeCreated: new Date('2026-01-02T03:04:05.000Z'),
  updated: new Date('2026-01-02T03:04:05.000Z'),
}

describe('generations', () => {
  it('starts at the time in microseconds', () => {
    expect(nextGeneration(undefined, 1_700_000_000_123)).toBe('1700000000123000')
  })

  it('always moves past the previous generation, even when the clock did not', () => {
    expect(nextGeneration('1700000000123000', 1_700_000_000_123)).toBe('1700000000123001')
    expect(nextGeneration('1800000000000000', 1_700_000_000_000)).toBe('1800000000000001')
    expect(nextGeneration('1700000000000000', 1_700_000_001_000)).toBe('1700000001000000')
  })

  it('counts metagenerations up by one', () => {
    expect(nextMetageneration('1')).toBe('2')
    expect(nextMetageneration('9007199254740993')).toBe('9007199254740994')
  })
})

describe('metadata patches', () => {
  it('reads GCS and Firebase names for custom metadata', () => {
    expect(parseMetadata({ contentType: 'text/plain', metadata: { a: '1' } })).toEqual({
      fields: { contentType: 'text/plain' },
      custom: { a: '1' },
    })
    expect(parseMetadata({ customMetadata: { b: null } }).custom).toEqual({ b: null })
    expect(parseMetadata(undefined)).toEqual({ fields: {} })
  })

  it('ignores fields it does not keep and names a field of the wrong type', () => {
    expect(parseMetadata({ acl: [], storageClass: 'COLD' })).toEqual({ fields: {} })
    expect(() => parseMetadata({ contentType: 5 })).toThrow('Metadata field "contentType" is invalid')
    expect(() => parseMetadata({ metadata: { a: 1 } })).toThrow('Metadata field "metadata.a" is invalid')
    expect(() => parseMetadata('text')).toThrow('Metadata field "(body)" is invalid')
  })

  it('sets, clears and merges', () => {
    const current = { contentType: 'image/jpeg', cacheControl: 'no-cache', customMetadata: { alt: 'x', credit: 'y' } }
    const next = applyPatch(current, {
      fields: { cacheControl: null, contentLanguage: 'fr' },
      custom: { alt: 'A door', credit: null, caption: 'Front' },
    })
    expect(next).toEqual({
      contentType: 'image/jpeg',
      contentLanguage: 'fr',
      customMetadata: { alt: 'A door', caption: 'Front' },
    })
    expect(current.customMetadata).toEqual({ alt: 'x', credit: 'y' })
    expect(applyPatch(current, { fields: {}, custom: null }).customMetadata).toEqual({})
  })
})

describe('object names', () => {
  it('accepts GCS names and refuses the rest, saying why', () => {
    expect(checkObjectName('artists/7/été 2026.jpg')).toBe('artists/7/été 2026.jpg')
    expect(() => checkObjectName('')).toThrow('missing')
    expect(() => checkObjectName('a'.repeat(1025))).toThrow('longer than 1024 bytes')
    expect(() => checkObjectName('a\nb')).toThrow('control character')
    expect(() => checkObjectName('..')).toThrow('"." or ".."')
  })

  it.each([
    ['a traversal', 'artists/8/../7/t.png', '"." or ".."'],
    ['a "." segment', 'artists/7/./t.png', '"." or ".."'],
    ['a "." name', '.', '"." or ".."'],
    ['an empty segment', 'artists//7/t.png', 'empty part'],
    ['a trailing slash', 'artists/7/', 'empty part'],
    ['a leading slash', '/artists/7/t.png', 'begin with "/"'],
    ['a DEL character', 'artists/7/a\u007fb', 'control character'],
    ['a C1 control character', 'artists/7/a\u0085b', 'control character'],
    ['a tab', 'artists/7/a\tb', 'control character'],
    ['1,025 bytes of UTF-8', `${'é'.repeat(512)}a`, 'longer than 1024 bytes'],
  ])('refuses %s with storage/invalid-argument', (_kind, name, reason) => {
    expect(() => checkObjectName(name)).toThrow(reason)
    expect(() => checkObjectName(name)).toThrow(expect.objectContaining({ code: 'storage/invalid-argument', httpStatus: 400 }))
  })

  it('takes names at the limits', () => {
    expect(checkObjectName(`${'é'.repeat(512)}`)).toHaveLength(512)
    expect(checkObjectName('artists/7/..hidden/...png')).toBe('artists/7/..hidden/...png')
  })
})

describe('the object resource', () => {
  it('has every field of PRODUCT.md §3, int64 values as strings', () => {
    const resource = toResource(object, { selfLink: 'self', mediaLink: 'media' })
    expect(resource).toMatchObject({
      kind: 'storage#object',
      bucket: 'public',
      name: 'artists/7/a.jpg',
      fullPath: 'artists/7/a.jpg',
      generation: '1700000000000000',
      metageneration: '1',
      size: '3',
      md5Hash: 'kAFQmDzST7DWlj99KOF/cg==',
      contentType: 'image/jpeg',
      timeCreated: '2026-01-02T03:04:05.000Z',
      updated: '2026-01-02T03:04:05.000Z',
      metadata: { alt: 'A red door' },
      customMetadata: { alt: 'A red door' },
      mediaLink: 'media',
    })
    expect(resource).not.toHaveProperty('cacheControl')
  })

  it('gives the bytes an entity tag of generation and digest', () => {
    expect(contentEtag(object)).toBe('"1700000000000000-900150983cd24fb0d6963f7d28e17f72"')
  })
})
