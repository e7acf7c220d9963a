import { describe, expect, it } from 'vitest'

import {
  deviceCookie,
  deviceCookiesOf,
  deviceCookieValue,
  deviceKey,
  newDeviceId,
  readDeviceCookie,
  setCookieHeader,
} from './device-cookie'

const key = deviceKey('a-secret-of-at-least-thirty-two-characters')

describe('the device cookie', () => {
  it('names one account and one browser, and is read back only for that account with our key', () => {
    const device = { account: 7, id: newDeviceId() }
    const value = deviceCookieValue(key, device)
    expect(readDeviceCookie(key, value, 7)).toEqual(device)
    expect(readDeviceCookie(key, value, 8)).toBeNull()
    expect(readDeviceCookie(deviceKey('another-secret-of-at-least-thirty-two-chars'), value, 7)).toBeNull()
    const [, id, signature] = value.split('.')
    expect(readDeviceCookie(key, `7.${newDeviceId()}.${signature}`, 7)).toBeNull()
    expect(readDeviceCookie(key, `7.${id}.${signature!.slice(1)}`, 7)).toBeNull()
    expect(readDeviceCookie(key, undefined, 7)).toBeNull()
    expect(readDeviceCookie(key, 'garbage', 7)).toBeNull()
  })

  it('is HttpOnly, SameSite=Lax, 400 days, and Secure only when asked', () => {
    const cookie = deviceCookie(key, { account: 3, id: 'abcdefghijklmnopqrstuvwx' }, true)
    expect(setCookieHeader(cookie)).toBe(
      `vernissage-device-3=${cookie.value}; Path=/; Max-Age=34560000; HttpOnly; Secure; SameSite=Lax`,
    )
    expect(setCookieHeader(deviceCookie(key, { account: 3, id: 'abcdefghijklmnopqrstuvwx' }, false))).not.toContain(
      'Secure',
    )
  })

  it('finds the device cookies among a browser’s cookies, by account', () => {
    const found = deviceCookiesOf(
      'payload-token=x; vernissage-device-4=4.a.b; vernissage-device-x=1; vernissage-device-9=9.c=d',
    )
    expect([...found]).toEqual([
      [4, '4.a.b'],
      [9, '9.c=d'],
    ])
    expect(deviceCookiesOf(null).size).toBe(0)
  })
})
