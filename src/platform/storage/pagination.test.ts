import { describe, expect, it } from 'vitest'

import { pageSize, pageToken, readPageToken, successor } from './pagination'

describe('page tokens', () => {
  it('resume after a name, or past everything under a prefix', () => {
    expect(readPageToken(pageToken('a/b.jpg', false))).toEqual({ from: 'a/b.jpg', inclusive: false })
    expect(readPageToken(pageToken('photos/', true))).toEqual({ from: 'photos0', inclusive: true })
    expect(readPageToken(null)).toBeUndefined()
  })

  it('refuses a token this server did not give', () => {
    expect(() => readPageToken('not-a-token')).toThrow('pageToken')
    expect(() => readPageToken(Buffer.from('{"f":1,"i":true}').toString('base64url'))).toThrow('pageToken')
  })

  it('finds the first string past a prefix, beyond the basic plane too', () => {
    expect(successor('a/')).toBe('a0')
    expect(successor('é')).toBe('ê')
    expect(successor('x😀')).toBe('x😁')
    expect(() => successor('')).toThrow()
  })
})

describe('page sizes', () => {
  it('limits the page size to 1000', () => {
    expect(pageSize(null)).toBe(1000)
    expect(pageSize('5')).toBe(5)
    expect(pageSize('5000')).toBe(1000)
    expect(() => pageSize('0')).toThrow('maxResults')
    expect(() => pageSize('two')).toThrow('maxResults')
  })
})
