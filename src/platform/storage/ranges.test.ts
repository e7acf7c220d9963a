import { describe, expect, it } from 'vitest'

import { parseContentRange, parseRange, receivedRange } from './ranges'

describe('Content-Range of a resumable session', () => {
  it('reads chunks, open-ended chunks and queries', () => {
    expect(parseContentRange('bytes 0-262143/1000000')).toEqual({
      kind: 'chunk',
      start: 0,
      end: 262143,
      total: 1000000,
    })
    expect(parseContentRange('bytes 262144-524287/*')).toEqual({ kind: 'chunk', start: 262144, end: 524287 })
    expect(parseContentRange('bytes 0-*/*')).toEqual({ kind: 'chunk', start: 0 })
    expect(parseContentRange('bytes 10-*/99')).toEqual({ kind: 'chunk', start: 10, total: 99 })
    expect(parseContentRange('bytes */*')).toEqual({ kind: 'query' })
    expect(parseContentRange('bytes */1000')).toEqual({ kind: 'query', total: 1000 })
  })

  it('takes a missing header for the whole upload in one request', () => {
    expect(parseContentRange(null)).toEqual({ kind: 'chunk', start: 0 })
  })

  it('names what is wrong with a bad header', () => {
    expect(() => parseContentRange('bytes=0-10/20')).toThrow('is not "bytes {first}-{last}/{total}"')
    expect(() => parseContentRange('bytes 10-5/20')).toThrow('ends before it starts')
    expect(() => parseContentRange('bytes 0-20/20')).toThrow('goes past the total size')
    expect(() => parseContentRange('bytes -1-5/20')).toThrow()
    expect(() => parseContentRange('bytes 0-5/20')).not.toThrow()
  })

  it('answers a 308 with the range received, none before the first byte', () => {
    expect(receivedRange(0)).toBeUndefined()
    expect(receivedRange(262144)).toBe('bytes=0-262143')
  })
})

describe('Range of a download', () => {
  it('reads first-last, open and suffix ranges', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 })
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 })
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 })
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 })
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 })
  })

  it('serves the whole object for no range or several', () => {
    expect(parseRange(null, 100)).toBeUndefined()
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined()
    expect(parseRange('bytes=-', 100)).toBeUndefined()
  })

  it('refuses a range outside the object', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable')
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable')
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable')
  })
})
