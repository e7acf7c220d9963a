import { describe, expect, it } from 'vitest'

import { browserClass, deviceClass } from './user-agent'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36'
const GALAXY_TAB =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Safari/537.36'
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51'
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

describe('the classes kept of a user agent', () => {
  it('tell phones, tablets, desktops and robots apart', () => {
    expect(deviceClass(IPHONE)).toBe('mobile')
    expect(deviceClass(PIXEL)).toBe('mobile')
    expect(deviceClass(GALAXY_TAB)).toBe('tablet')
    expect(deviceClass(WINDOWS_EDGE)).toBe('desktop')
    expect(deviceClass(MAC_FIREFOX)).toBe('desktop')
    expect(deviceClass(GOOGLEBOT)).toBe('bot')
    expect(deviceClass('')).toBe('bot')
  })

  it('name the browser family, not the engine every browser claims', () => {
    expect(browserClass(IPHONE)).toBe('Safari')
    expect(browserClass(PIXEL)).toBe('Chrome')
    expect(browserClass(GALAXY_TAB)).toBe('Samsung Internet')
    expect(browserClass(WINDOWS_EDGE)).toBe('Edge')
    expect(browserClass(MAC_FIREFOX)).toBe('Firefox')
    expect(browserClass('Lynx/2.9')).toBe('other')
  })
})
