import { describe, expect, it } from 'vitest'

import { bytesFromString, type StringFormat } from './string-data'

const text = (format: StringFormat, value: string) => new TextDecoder().decode(bytesFromString(format, value).bytes)
const refused = (format: StringFormat, value: string) =>
  expect(() => bytesFromString(format, value)).toThrow(expect.objectContaining({ code: 'storage/invalid-format' }))

describe('string formats', () => {
  it('encodes raw text as UTF-8', () => {
    expect([...bytesFromString('raw', 'é€').bytes]).toEqual([0xc3, 0xa9, 0xe2, 0x82, 0xac])
    expect(bytesFromString('raw', 'x').contentType).toBeNull()
  })

  it('decodes base64, padded or not', () => {
    expect(text('base64', 'aGVsbG8gd29ybGQ=')).toBe('hello world')
    expect(text('base64', 'aGVsbG8gd29ybGQ')).toBe('hello world')
    expect([...bytesFromString('base64', '+/8=').bytes]).toEqual([0xfb, 0xff])
  })

  it('decodes base64url', () => {
    expect([...bytesFromString('base64url', '-_8').bytes]).toEqual([0xfb, 0xff])
  })

  it('refuses the other alphabet by name, and anything else that is not base64', () => {
    expect(() => bytesFromString('base64', '-_8=')).toThrow("invalid character '-' found: is it base64url encoded?")
    expect(() => bytesFromString('base64url', '+/8=')).toThrow("invalid character '+' found: is it base64 encoded?")
    refused('base64', 'a_b')
    refused('base64url', 'a/b')
    refused('base64', 'abc!')
    refused('base64', 'a')
    refused('base64url', 'é')
  })

  it('decodes data URLs, base64 or percent-encoded, with their content type', () => {
    expect(bytesFromString('data_url', 'data:text/plain;base64,aGk=')).toMatchObject({ contentType: 'text/plain' })
    expect(text('data_url', 'data:text/plain;base64,aGk=')).toBe('hi')
    expect(text('data_url', 'data:text/html;charset=utf-8,%3Cb%3E%C3%A9')).toBe('<b>é')
    expect(bytesFromString('data_url', 'data:text/html;charset=utf-8,x').contentType).toBe('text/html;charset=utf-8')
    expect(bytesFromString('data_url', 'data:,x').contentType).toBeNull()
  })

  it('refuses malformed data URLs', () => {
    refused('data_url', 'text/plain,hi')
    refused('data_url', 'data:text/plain;base64')
    refused('data_url', 'data:text/plain;base64,a_b')
    refused('data_url', 'data:text/plain,%E0%A4%A')
  })

  it('refuses an unknown format', () => {
    refused('hex' as StringFormat, 'ff')
  })
})
