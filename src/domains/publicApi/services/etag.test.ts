import { describe, expect, it } from 'vitest'

import { etagOf, notModified } from './etag'

describe('entity tags', () => {
  it('are the same for the same body and differ for another', () => {
    expect(etagOf('{"a":1}')).toBe(etagOf('{"a":1}'))
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'))
    expect(etagOf('{}')).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
  })

  it('match If-None-Match as a list, weak or strong, or *', () => {
    const tag = etagOf('body')
    expect(notModified(tag, tag)).toBe(true)
    expect(notModified(`"other", W/${tag}`, tag)).toBe(true)
    expect(notModified('*', tag)).toBe(true)
    expect(notModified('"other"', tag)).toBe(false)
    expect(notModified(null, tag)).toBe(false)
  })
})
