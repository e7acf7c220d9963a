/**
 * A browser's user-agent string reduced to two coarse classes, the only part of it
 * the site keeps (the string itself is never stored): what kind of device, and
 * which family of browser. Too coarse to tell one person from another.
 */
export const DEVICE_CLASSES = ['desktop', 'mobile', 'tablet', 'bot'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]

export const BROWSER_CLASSES = ['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet', 'Opera', 'other'] as const
export type BrowserClass = (typeof BROWSER_CLASSES)[number]

const BOT = /bot|crawl|spider|slurp|headless|lighthouse|preview|fetch|curl|wget|python|java\//i

export function deviceClass(userAgent: string): DeviceClass {
  if (!userAgent || BOT.test(userAgent)) return 'bot'
  if (/ipad|tablet|kindle|silk|playbook/i.test(userAgent) || (/android/i.test(userAgent) && !/mobile/i.test(userAgent)))
    return 'tablet'
  if (/mobi|iphone|ipod|android|windows phone/i.test(userAgent)) return 'mobile'
  return 'desktop'
}

/** Order matters: Edge, Opera and Samsung Internet also name Chrome and Safari; Chrome names Safari. */
export function browserClass(userAgent: string): BrowserClass {
  if (/edg(e|a|ios)?\//i.test(userAgent)) return 'Edge'
  if (/opr\/|opera/i.test(userAgent)) return 'Opera'
  if (/samsungbrowser/i.test(userAgent)) return 'Samsung Internet'
  if (/firefox|fxios/i.test(userAgent)) return 'Firefox'
  if (/chrome|crios|chromium/i.test(userAgent)) return 'Chrome'
  if (/safari/i.test(userAgent)) return 'Safari'
  return 'other'
}
