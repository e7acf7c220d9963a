import { invalidFormat } from './errors'

export type StringFormat = 'raw' | 'base64' | 'base64url' | 'data_url'

export const STRING_FORMATS: readonly StringFormat[] = ['raw', 'base64', 'base64url', 'data_url']

export type StringData = { bytes: Uint8Array<ArrayBuffer>; contentType: string | null }

/**
 * The bytes a string stands for, checked as Firebase's client checks them: raw
 * text is UTF-8; base64 and base64url refuse each other's characters by name and
 * anything else that is not base64; a data URL gives its content type too.
 */
export function bytesFromString(format: StringFormat, value: string): StringData {
  switch (format) {
    case 'raw':
      return { bytes: new TextEncoder().encode(value), contentType: null }
    case 'base64':
    case 'base64url':
      return { bytes: decodeBase64(format, value), contentType: null }
    case 'data_url':
      return fromDataUrl(value)
    default:
      throw invalidFormat(String(format), `the format must be one of ${STRING_FORMATS.join(', ')}.`)
  }
}

function decodeBase64(format: 'base64' | 'base64url', value: string): Uint8Array<ArrayBuffer> {
  const [foreign, hint] = format === 'base64' ? [/[-_]/, 'base64url'] : [/[+/]/, 'base64']
  const stray = foreign.exec(value)
  if (stray) throw invalidFormat(format, `invalid character '${stray[0]}' found: is it ${hint} encoded?`)
  const standard = format === 'base64' ? value : value.replace(/-/g, '+').replace(/_/g, '/')
  let binary: string
  try {
    binary = atob(standard)
  } catch {
    throw invalidFormat(format, 'invalid character found.')
  }
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

function fromDataUrl(value: string): StringData {
  const match = /^data:([^,]*),/.exec(value)
  if (!match) throw invalidFormat('data_url', "must be formatted 'data:[<mediatype>][;base64],<data>'.")
  const mediaType = match[1]
  const data = value.slice(match[0].length)
  const isBase64 = mediaType.endsWith(';base64')
  const contentType = (isBase64 ? mediaType.slice(0, -';base64'.length) : mediaType) || null
  if (isBase64) return { bytes: decodeBase64('base64', data), contentType }
  let text: string
  try {
    text = decodeURIComponent(data)
  } catch {
    throw invalidFormat('data_url', 'malformed data URL.')
  }
  return { bytes: new TextEncoder().encode(text), contentType }
}
