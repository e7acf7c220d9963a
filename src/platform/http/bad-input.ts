/**
 * Malformed requests answered 400 with words, before they reach a layer that
 * would answer 500 (decision 031): Next's router (a broken percent-encoding),
 * Next's server actions and Payload's REST (a broken multipart body), Payload's
 * GraphQL (broken JSON), PostgreSQL (a NUL character, which no text column
 * holds).
 */

import { DocumentError } from '../documents/errors'
import { FunctionError } from '../functions/errors'
import { escapeHtml } from '../mail/templates'
import { invalid } from '../storage/errors'

/** The error shape the endpoint at a path answers in. */
export type ErrorShape = 'payload' | 'callable' | 'storage' | 'documents' | 'page'

export function errorShapeOf(pathname: string): ErrorShape {
  if (/^\/(?:storage\/v1|upload\/storage\/v1|files)\//.test(pathname)) return 'storage'
  if (pathname.startsWith('/fn/')) return 'callable'
  if (pathname.startsWith('/v1/projects/')) return 'documents'
  if (pathname.startsWith('/api/')) return 'payload'
  return 'page'
}

/** A 400 in the endpoint's own shape: Payload's `errors`, the callable `error`, GCS's `error`, or a page. */
export function badRequest(shape: ErrorShape, message: string): { status: 400; contentType: string; body: string } {
  const json = 'application/json; charset=utf-8'
  switch (shape) {
    case 'payload':
      return { status: 400, contentType: json, body: JSON.stringify({ errors: [{ message }] }) }
    case 'callable':
      return {
        status: 400,
        contentType: json,
        body: JSON.stringify(new FunctionError('INVALID_ARGUMENT', message).toBody()),
      }
    case 'storage':
      return { status: 400, contentType: json, body: JSON.stringify(invalid(message).toBody()) }
    case 'documents':
      return {
        status: 400,
        contentType: json,
        body: JSON.stringify(new DocumentError('invalid-argument', message).toBody()),
      }
    case 'page':
      return {
        status: 400,
        contentType: 'text/html; charset=utf-8',
        body:
          '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
          '<meta name="viewport" content="width=device-width, initial-scale=1">' +
          '<title>Bad request</title>' +
          '<style>body{font:1.125rem/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a}a{color:#0b57d0}</style>' +
          `</head><body><main><h1>This request could not be read</h1><p>${escapeHtml(message)}</p>` +
          '<p><a href="/">Go to the home page</a></p></main></body></html>',
      }
  }
}

/** What is wrong with URL-encoded fields (`a=1&b=2`, a query or a form body), or undefined. */
function encodedFieldsProblem(fields: string, where: 'query' | 'form'): string | undefined {
  for (const part of fields.split('&')) {
    let value: string
    try {
      value = decodeURIComponent(part.replace(/\+/g, ' '))
    } catch {
      return `The ${where} part "${part.slice(0, 200)}" is not valid percent-encoding.`
    }
    if (value.includes('\0')) return `The ${where} contains a NUL character (%00), which no field may hold.`
  }
  return undefined
}

/** What is wrong with a request target (`/path?query`), or undefined. */
export function targetProblem(target: string): string | undefined {
  const [pathname = '', query = ''] = target.split(/\?(.*)/s, 2)
  let path: string
  try {
    path = decodeURIComponent(pathname)
  } catch {
    return `The address ${pathname.slice(0, 200)} is not valid percent-encoding.`
  }
  if (path.includes('\0')) return 'The address contains a NUL character (%00), which no address may hold.'
  return encodedFieldsProblem(query, 'query')
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0')
  if (Array.isArray(value)) return value.some(holdsNul)
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item))
  }
  return false
}

const NUL_FIELD = 'A field of the request holds a NUL character, which no field may hold.'

/**
 * What is wrong with a request's body for its Content-Type, or undefined.
 * Reads a clone: the request's own body is left for its handler.
 */
export async function bodyProblem(request: Request): Promise<string | undefined> {
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(request.method) || !request.body) return undefined
  const contentType = request.headers.get('content-type') ?? ''
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  if (type === 'multipart/form-data') {
    if (!/;\s*boundary=("?)[^";]+\1/i.test(contentType)) {
      return 'A multipart/form-data body needs a boundary in its Content-Type header.'
    }
    let form: FormData
    try {
      form = await request.clone().formData()
    } catch {
      return 'The multipart/form-data body is malformed: its parts do not follow the boundary in its Content-Type.'
    }
    for (const [name, value] of form) {
      if (name.includes('\0') || (typeof value === 'string' && value.includes('\0'))) return NUL_FIELD
    }
    return undefined
  }
  if (type === 'application/json' || type.endsWith('+json')) {
    const text = await request.clone().text()
    if (text.trim() === '') return undefined
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (error) {
      return `The JSON body is malformed: ${(error as Error).message}.`
    }
    return holdsNul(parsed) ? NUL_FIELD : undefined
  }
  if (type === 'application/x-www-form-urlencoded') {
    return encodedFieldsProblem(await request.clone().text(), 'form')
  }
  return undefined
}
