import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { CALLABLE_TIMEOUT_MS, httpsCallable } from './client'
import { CLIENT_CODES, FunctionError, HTTP_STATUS, type FunctionStatus } from './errors'
import { handleCallable, MAX_BODY_BYTES, type CallableOptions } from './http'
import { createRegistry, defineFunction, type CallContext } from './registry'

type Person = { id: number; roles: string[] }

const GUARDS = ['signed-in', 'staff'] as const
const people: Record<string, Person> = { ann: { id: 1, roles: [] }, sam: { id: 2, roles: ['staff'] } }

const registry = createRegistry<Person>(
  [
    defineFunction({
      name: 'echo',
      input: z.object({ text: z.string().max(10), count: z.number().int().optional() }),
      guard: 'public',
      handler: async (data, { person }: CallContext<Person | undefined>) => ({ ...data, caller: person?.id ?? null }),
    }),
    defineFunction({
      name: 'staffOnly',
      input: z.null(),
      guard: 'staff',
      handler: async (_data, { person }: CallContext<Person>) => ({ id: person.id }),
    }),
    defineFunction({ name: 'nothing', input: z.unknown(), guard: 'public', handler: async () => undefined }),
    defineFunction({
      name: 'refuse',
      input: z.unknown(),
      guard: 'public',
      handler: async () => {
        throw new FunctionError('FAILED_PRECONDITION', 'The batch was already committed.', { batch: 7 })
      },
    }),
    defineFunction({
      name: 'crash',
      input: z.unknown(),
      guard: 'public',
      handler: async () => {
        throw new Error('password=hunter2 in the database URL')
      },
    }),
    defineFunction({ name: 'bigint', input: z.unknown(), guard: 'public', handler: async () => 10n }),
  ],
  GUARDS,
)

function options(log = vi.fn()): CallableOptions<Person> {
  return {
    registry,
    identify: async (request) => people[request.headers.get('x-person') ?? ''],
    allows: (guard, person) => guard === 'signed-in' || person.roles.includes(guard),
    log,
  }
}

function post(body: string, headers: Record<string, string> = {}, method = 'POST'): Request {
  return new Request('http://test/fn/x', {
    method,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

async function call(name: string, data: unknown, headers: Record<string, string> = {}, log = vi.fn()) {
  const response = await handleCallable(post(JSON.stringify({ data }), headers), name, options(log))
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() }
}

describe('statuses', () => {
  it('map to the HTTP statuses of Firebase’s functions SDK and to lowercase client codes', () => {
    expect(HTTP_STATUS).toEqual({
      OK: 200,
      CANCELLED: 499,
      UNKNOWN: 500,
      INVALID_ARGUMENT: 400,
      DEADLINE_EXCEEDED: 504,
      NOT_FOUND: 404,
      ALREADY_EXISTS: 409,
      PERMISSION_DENIED: 403,
      UNAUTHENTICATED: 401,
      RESOURCE_EXHAUSTED: 429,
      FAILED_PRECONDITION: 400,
      ABORTED: 409,
      OUT_OF_RANGE: 400,
      UNIMPLEMENTED: 501,
      INTERNAL: 500,
      UNAVAILABLE: 503,
      DATA_LOSS: 500,
    })
    for (const status of Object.keys(HTTP_STATUS) as FunctionStatus[]) {
      expect(CLIENT_CODES[status]).toBe(status.toLowerCase().replaceAll('_', '-'))
    }
  })

  it('travel with a FunctionError, details only when given', () => {
    const error = new FunctionError('ALREADY_EXISTS', 'Taken', { field: 'email' })
    expect(error).toBeInstanceOf(Error)
    expect(error.httpStatus).toBe(409)
    expect(error.toBody()).toEqual({
      error: { status: 'ALREADY_EXISTS', message: 'Taken', details: { field: 'email' } },
    })
    expect(new FunctionError('ABORTED', 'Try again').toBody()).toEqual({
      error: { status: 'ABORTED', message: 'Try again' },
    })
  })
})

describe('registry', () => {
  const fn = (name: string, guard = 'public') =>
    defineFunction({ name, input: z.unknown(), guard, handler: async () => 1 })

  it('refuses a duplicate name, naming it', () => {
    expect(() => createRegistry([fn('echo'), fn('echo')], GUARDS)).toThrow('Callable function "echo" is declared twice')
  })

  it('refuses a malformed name, naming it', () => {
    for (const name of ['', '1st', 'with space', 'a/b', '-x', 'é']) {
      expect(() => createRegistry([fn(name)], GUARDS)).toThrow(`Callable function name "${name}" is not valid`)
    }
    expect(createRegistry([fn('a'), fn('send_mail-2')], GUARDS).size).toBe(2)
  })

  it('refuses an unknown guard, naming it and the known ones', () => {
    expect(() => createRegistry([fn('purge', 'admn')], GUARDS)).toThrow(
      'Callable function "purge" names an unknown guard "admn" (known guards: public, signed-in, staff)',
    )
    expect(() => createRegistry([fn('x', 'toString')], GUARDS)).toThrow(/unknown guard "toString"/)
  })

  it('types the caller: maybe nobody for a public handler', () => {
    const definition = {
      name: 'typed',
      input: z.unknown(),
      guard: 'public' as const,
      handler: async (_data: unknown, { person }: CallContext<Person>) => person.id,
    }
    // @ts-expect-error a public handler must accept an anonymous caller
    expect(defineFunction(definition).guard).toBe('public')
  })

  it('keeps a guarded handler from running without a person, even when called directly', async () => {
    await expect(registry.get('staffOnly')!.call(null, { person: undefined, request: post('') })).rejects.toThrow(
      expect.objectContaining({ status: 'UNAUTHENTICATED' }),
    )
  })
})

describe('handleCallable', () => {
  it('answers the handler’s result as {"result": …} in JSON', async () => {
    expect(await call('echo', { text: 'hi', count: 2 }, { 'x-person': 'ann' })).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      body: { result: { text: 'hi', count: 2, caller: 1 } },
    })
    expect((await call('echo', { text: 'hi' })).body).toEqual({ result: { text: 'hi', caller: null } })
    expect(await call('staffOnly', null, { 'x-person': 'sam' })).toMatchObject({
      status: 200,
      body: { result: { id: 2 } },
    })
  })

  it('turns an undefined result into null', async () => {
    expect(await call('nothing', null)).toMatchObject({ status: 200, body: { result: null } })
  })

  it('answers 405 to any method but POST, with an error body', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await handleCallable(post('{"data":null}', {}, method), 'echo', options())
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(await response.json()).toEqual({
        error: { status: 'INVALID_ARGUMENT', message: 'Call a function with POST.' },
      })
    }
  })

  it('answers NOT_FOUND for an unknown function', async () => {
    expect(await call('nope', null)).toMatchObject({
      status: 404,
      body: { error: { status: 'NOT_FOUND', message: 'There is no function named "nope".' } },
    })
  })

  it.each([
    ['malformed JSON', '{"data": ', {}, /not valid JSON/],
    ['a body that is not an object', '[1]', {}, /object with a "data" field/],
    ['JSON null', 'null', {}, /object with a "data" field/],
    ['a missing data field', '{"text":"hi"}', {}, /object with a "data" field/],
    ['extra fields', '{"data":{},"auth":"x"}', {}, /unexpected fields: auth/],
    ['an empty body', '', {}, /not valid JSON/],
    ['a form body', 'data=1', { 'content-type': 'application/x-www-form-urlencoded' }, /must be JSON/],
    ['a text body', '{"data":{}}', { 'content-type': 'text/plain' }, /must be JSON/],
  ])('answers INVALID_ARGUMENT, never 500, for %s', async (_case, body, headers, message) => {
    const response = await handleCallable(post(body, headers), 'echo', options())
    expect(response.status).toBe(400)
    const answer = await response.json()
    expect(answer.error.status).toBe('INVALID_ARGUMENT')
    expect(answer.error.message).toMatch(message)
  })

  it('accepts a JSON content type with parameters', async () => {
    const response = await handleCallable(
      post('{"data":{"text":"ok"}}', { 'content-type': 'Application/JSON; charset=utf-8' }),
      'echo',
      options(),
    )
    expect(response.status).toBe(200)
  })

  it('refuses a body over the size limit, whether announced or not', async () => {
    const big = JSON.stringify({ data: { text: 'x'.repeat(MAX_BODY_BYTES) } })
    const announced = await handleCallable(
      post('{}', { 'content-length': String(MAX_BODY_BYTES + 1) }),
      'echo',
      options(),
    )
    const streamed = await handleCallable(post(big), 'echo', options())
    for (const response of [announced, streamed]) {
      expect(response.status).toBe(400)
      expect((await response.json()).error.message).toMatch(/larger than/)
    }
  })

  it('answers INVALID_ARGUMENT with every issue of the input schema in details', async () => {
    const answer = await call('echo', { text: 'far too long a text', count: 1.5, extra: true })
    expect(answer.status).toBe(400)
    expect(answer.body.error.status).toBe('INVALID_ARGUMENT')
    expect(answer.body.error.details).toEqual([
      { path: 'text', message: expect.stringMatching(/10/) },
      { path: 'count', message: expect.any(String) },
    ])
    expect(answer.body.error.message).toMatch(/^Invalid data: text: .*; count: /)
    expect((await call('echo', 'hi')).body.error.details).toEqual([{ path: '', message: expect.any(String) }])
  })

  it('answers UNAUTHENTICATED to nobody and PERMISSION_DENIED to the wrong person, before reading the input', async () => {
    expect(await call('staffOnly', 'not null')).toMatchObject({
      status: 401,
      body: { error: { status: 'UNAUTHENTICATED' } },
    })
    expect(await call('staffOnly', 'not null', { 'x-person': 'ann' })).toMatchObject({
      status: 403,
      body: { error: { status: 'PERMISSION_DENIED' } },
    })
  })

  it('passes on a thrown FunctionError with its status and details', async () => {
    const log = vi.fn()
    expect(await call('refuse', null, {}, log)).toEqual({
      status: 400,
      type: 'application/json; charset=utf-8',
      body: {
        error: { status: 'FAILED_PRECONDITION', message: 'The batch was already committed.', details: { batch: 7 } },
      },
    })
    expect(log).not.toHaveBeenCalled()
  })

  it('hides any other failure behind INTERNAL and logs it', async () => {
    const log = vi.fn()
    const answer = await call('crash', null, {}, log)
    expect(answer).toEqual({
      status: 500,
      type: 'application/json; charset=utf-8',
      body: { error: { status: 'INTERNAL', message: 'Internal error.' } },
    })
    expect(JSON.stringify(answer)).not.toContain('hunter2')
    expect(log).toHaveBeenCalledWith({
      function: 'crash',
      error: expect.objectContaining({ message: expect.stringMatching(/hunter2/) }),
    })
  })

  it('answers INTERNAL when the result cannot be serialised, or identify fails', async () => {
    const log = vi.fn()
    expect(await call('bigint', null, {}, log)).toMatchObject({ status: 500, body: { error: { status: 'INTERNAL' } } })
    expect(log).toHaveBeenCalledOnce()

    const broken = { ...options(log), identify: async () => Promise.reject(new Error('database down')) }
    const response = await handleCallable(post('{"data":{"text":"a"}}'), 'echo', broken)
    expect(response.status).toBe(500)
    expect(await response.text()).not.toContain('database down')
  })
})

describe('httpsCallable', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  /** Answers every fetch with this body and status, and keeps what was sent. */
  function answer(body: string, status = 200) {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(body, { status }))
    vi.stubGlobal('fetch', fetch)
    return fetch
  }

  it('posts {"data": …} to /fn/<name> with the session cookie, null for no argument', async () => {
    const fetch = answer('{"result":1}')
    await httpsCallable('whoAmI')()
    await httpsCallable('send mail', { baseUrl: 'https://example.org' })({ to: 'a' })
    expect(fetch.mock.calls[0]![0]).toBe('/fn/whoAmI')
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: '{"data":null}', credentials: 'same-origin' })
    expect(fetch.mock.calls[1]![0]).toBe('https://example.org/fn/send%20mail')
    expect(fetch.mock.calls[1]![1].body).toBe('{"data":{"to":"a"}}')
    expect(CALLABLE_TIMEOUT_MS).toBe(70_000)
  })

  it('accepts {"data": …} as well as {"result": …}, null included', async () => {
    answer('{"data":{"a":1}}')
    expect(await httpsCallable('f')()).toEqual({ data: { a: 1 } })
    answer('{"result":null}')
    expect(await httpsCallable('f')()).toEqual({ data: null })
  })

  it.each([
    ['an answer without a result', '{}', 200, 'internal'],
    ['an unknown error status', '{"error":{"status":"TEAPOT","message":"x"}}', 418, 'internal'],
    ['an error body on a 200', '{"error":{"status":"ABORTED","message":"x"}}', 200, 'aborted'],
    ['a bare 503', '<html>', 503, 'unavailable'],
    ['a bare 502', '', 502, 'unknown'],
  ])('rejects %s', async (_case, body, status, code) => {
    answer(body, status)
    await expect(httpsCallable('f')()).rejects.toMatchObject({ code })
  })
})
