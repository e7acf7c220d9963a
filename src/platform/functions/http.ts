import { type ErrorStatus, FunctionError } from './errors'
import { type FunctionRegistry, PUBLIC } from './registry'

/** Firebase's limit for a callable request. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024

export type CallableOptions<Person> = {
  registry: FunctionRegistry<Person>
  /** Who is calling (session cookie, bearer token…), or `undefined` for nobody. */
  identify: (request: Request) => Promise<Person | undefined>
  /** Whether the named guard lets this person call. */
  allows: (guard: string, person: Person) => boolean
  /** Receives every failure the caller is not told about. */
  log?: FailureLog
}

export type FailureLog = (failure: { function: string; error: unknown }) => void

const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * Answers one call of the Firebase callable protocol: `POST` with
 * `{"data": …}` → 200 `{"result": …}`, or `{"error": {"status", "message",
 * "details"?}}` with the status's HTTP code. Never a 500 for bad input, and
 * never the text of an unexpected error.
 */
export async function handleCallable<Person>(
  request: Request,
  name: string,
  options: CallableOptions<Person>,
): Promise<Response> {
  if (request.method !== 'POST') {
    return errorResponse('INVALID_ARGUMENT', 'Call a function with POST.', 405, { allow: 'POST' })
  }
  const fn = options.registry.get(name)
  if (!fn) return errorResponse('NOT_FOUND', `There is no function named "${name}".`)

  try {
    const data = await readData(request)
    const person = await options.identify(request)
    if (fn.guard !== PUBLIC) {
      if (person === undefined) throw new FunctionError('UNAUTHENTICATED', 'Sign in to call this function.')
      if (!options.allows(fn.guard, person)) {
        throw new FunctionError('PERMISSION_DENIED', 'You are not allowed to call this function.')
      }
    }
    const result = await fn.call(data, { person, request })
    return jsonResponse({ result: result ?? null }, 200)
  } catch (error) {
    return failure(error, name, options.log)
  }
}

/** A FunctionError goes to the caller as it is; anything else is logged and hidden behind INTERNAL. */
function failure(error: unknown, name: string, log: FailureLog | undefined): Response {
  if (error instanceof FunctionError) {
    try {
      return jsonResponse(error.toBody(), error.httpStatus)
    } catch {
      // Its details are not JSON: a bug of the handler, reported like any other.
    }
  }
  log?.({ function: name, error })
  return errorResponse('INTERNAL', 'Internal error.')
}

/** The `data` of a `{"data": …}` JSON body; anything else is the caller's mistake. */
async function readData(request: Request): Promise<unknown> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (mediaType !== 'application/json') {
    throw new FunctionError('INVALID_ARGUMENT', 'The request body must be JSON (Content-Type: application/json).')
  }
  let body: unknown
  try {
    body = JSON.parse(await readText(request))
  } catch (error) {
    if (error instanceof FunctionError) throw error
    throw new FunctionError('INVALID_ARGUMENT', 'The request body is not valid JSON.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('data' in body)) {
    throw new FunctionError('INVALID_ARGUMENT', 'The request body must be an object with a "data" field.')
  }
  const extra = Object.keys(body).filter((key) => key !== 'data')
  if (extra.length > 0) {
    throw new FunctionError('INVALID_ARGUMENT', `The request body has unexpected fields: ${extra.join(', ')}.`)
  }
  return body.data
}

/** Reads the body as UTF-8, stopping as soon as it passes the limit so a huge body never sits in memory. */
async function readText(request: Request): Promise<string> {
  const tooLarge = () =>
    new FunctionError('INVALID_ARGUMENT', `The request body is larger than ${MAX_BODY_BYTES} bytes.`)
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) throw tooLarge()
  if (!request.body) return ''
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const reader = request.body.getReader()
  let size = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      throw tooLarge()
    }
    text += decoder.decode(value, { stream: true })
  }
}

function errorResponse(
  status: ErrorStatus,
  message: string,
  httpStatus?: number,
  headers?: Record<string, string>,
): Response {
  const error = new FunctionError(status, message)
  return jsonResponse(error.toBody(), httpStatus ?? error.httpStatus, headers)
}

/** Throws when the body cannot be serialised (a BigInt, a cycle). */
function jsonResponse(body: unknown, status: number, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...headers, 'content-type': JSON_TYPE } })
}
