/**
 * The callable protocol against Firebase's own web client, over real HTTP: if
 * `httpsCallableFromURL` reads our answers right, so will any code written for it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { deleteApp, initializeApp, type FirebaseApp } from '@firebase/app'
import { FunctionsError, getFunctions, httpsCallableFromURL, type Functions } from '@firebase/functions'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { CallableError, httpsCallable } from './client'
import { FunctionError } from './errors'
import { handleCallable } from './http'
import { createRegistry, defineFunction, type CallContext } from './registry'

type Person = { id: string; roles: string[] }

const tokens: Record<string, Person> = {
  'token-curator': { id: 'ann', roles: ['curator'] },
  'token-visitor': { id: 'bob', roles: [] },
}

const registry = createRegistry<Person>(
  [
    defineFunction({
      name: 'echo',
      input: z.object({ text: z.string(), when: z.string().optional() }),
      guard: 'public',
      handler: async (data) => ({ echoed: data.text, when: data.when ?? null }),
    }),
    defineFunction({
      name: 'secret',
      input: z.object({}).strict().nullable(),
      guard: 'curator',
      handler: async (_data, { person }: CallContext<Person>) => ({ id: person.id, secret: 42 }),
    }),
    defineFunction({
      name: 'committed',
      input: z.unknown(),
      guard: 'public',
      handler: async () => {
        throw new FunctionError('FAILED_PRECONDITION', 'This batch was already committed.', { batchId: 'b-1' })
      },
    }),
    defineFunction({
      name: 'broken',
      input: z.unknown(),
      guard: 'public',
      handler: async () => {
        throw new Error('connection to postgres://admin:s3cret@db failed')
      },
    }),
    defineFunction({
      name: 'slow',
      input: z.unknown(),
      guard: 'public',
      handler: () => new Promise((resolve) => setTimeout(() => resolve('late'), 500)),
    }),
  ],
  ['curator'],
)

const log = vi.fn()

async function toRequest(incoming: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const item of [value ?? []].flat()) headers.append(name, item)
  }
  const method = incoming.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks)
  return new Request(`http://${incoming.headers.host}${incoming.url}`, { method, headers, body })
}

async function serve(incoming: IncomingMessage, outgoing: ServerResponse) {
  const request = await toRequest(incoming)
  const name = decodeURIComponent(new URL(request.url).pathname.replace(/^\/fn\//, ''))
  const response = await handleCallable(request, name, {
    registry,
    identify: async ({ headers }) => tokens[headers.get('authorization')?.replace(/^Bearer /, '') ?? ''],
    allows: (guard, person) => person.roles.includes(guard),
    log,
  })
  outgoing.writeHead(response.status, Object.fromEntries(response.headers))
  outgoing.end(Buffer.from(await response.arrayBuffer()))
}

let server: Server
let base: string
let app: FirebaseApp
let functions: Functions

beforeAll(async () => {
  server = createServer((incoming, outgoing) => {
    serve(incoming, outgoing).catch((error: unknown) => {
      outgoing.statusCode = 599
      outgoing.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  app = initializeApp({ projectId: 'vernissage-test', apiKey: 'test', appId: 'test' }, 'callable-functions-test')
  functions = getFunctions(app)
})

afterAll(async () => {
  await deleteApp(app)
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** The rejection of a call, checked to be Firebase's own error type. */
async function failure(call: Promise<unknown>): Promise<FunctionsError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(FunctionsError)
  expect((error as FunctionsError).name).toBe('FirebaseError')
  return error as FunctionsError
}

describe("Firebase's official client", () => {
  const callable = <Req, Res>(name: string, timeout?: number) =>
    httpsCallableFromURL<Req, Res>(functions, `${base}/fn/${name}`, timeout ? { timeout } : undefined)

  it('gets results as .data, dates in the data encoded as Firebase encodes them', async () => {
    const when = new Date('2026-04-01T10:00:00.000Z')
    const echo = callable<{ text: string; when: Date }, { echoed: string; when: string }>('echo')
    expect(await echo({ text: 'bonjour', when })).toEqual({ data: { echoed: 'bonjour', when: when.toISOString() } })
  })

  it('reads invalid input as functions/invalid-argument, with the issues in details', async () => {
    const error = await failure(callable('echo')({ text: 42 }))
    expect(error.code).toBe('functions/invalid-argument')
    expect(error.message).toMatch(/text/)
    expect(error.details).toEqual([{ path: 'text', message: expect.any(String) }])
  })

  it('reads an unknown function as functions/not-found', async () => {
    expect((await failure(callable('missing')({}))).code).toBe('functions/not-found')
  })

  it('reads a guarded function called without credentials as functions/unauthenticated', async () => {
    // Firebase's client sends Authorization only through Firebase Auth; the bearer path is tested with fetch below.
    expect((await failure(callable('secret')())).code).toBe('functions/unauthenticated')
  })

  it('reads a FunctionError with its code and details', async () => {
    const error = await failure(callable('committed')(null))
    expect(error.code).toBe('functions/failed-precondition')
    expect(error.message).toContain('This batch was already committed.')
    expect(error.details).toEqual({ batchId: 'b-1' })
  })

  it('reads an unexpected failure as functions/internal without its text', async () => {
    log.mockClear()
    const error = await failure(callable('broken')(null))
    expect(error.code).toBe('functions/internal')
    expect(error.message).not.toContain('s3cret')
    expect(JSON.stringify(error)).not.toContain('s3cret')
    expect(log).toHaveBeenCalledWith({ function: 'broken', error: expect.any(Error) })
  })

  it('applies its own time-out as functions/deadline-exceeded', async () => {
    expect((await failure(callable('slow', 50)(null))).code).toBe('functions/deadline-exceeded')
  })
})

describe('bearer tokens (plain fetch)', () => {
  const post = (name: string, data: unknown, token?: string) =>
    fetch(`${base}/fn/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ data }),
    })

  it('lets the person the guard allows call, and refuses the others', async () => {
    const allowed = await post('secret', {}, 'token-curator')
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await allowed.json()).toEqual({ result: { id: 'ann', secret: 42 } })

    const refused = await post('secret', {}, 'token-visitor')
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      error: { status: 'PERMISSION_DENIED', message: 'You are not allowed to call this function.' },
    })

    expect((await post('secret', {}, 'forged')).status).toBe(401)
  })

  it('answers 405 with an error body to other methods', async () => {
    const response = await fetch(`${base}/fn/echo`)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect((await response.json()).error.status).toBe('INVALID_ARGUMENT')
  })
})

describe('our browser client', () => {
  const options = () => ({ baseUrl: base })

  async function clientFailure(call: Promise<unknown>): Promise<CallableError> {
    const error = await call.then(
      () => undefined,
      (reason: unknown) => reason,
    )
    expect(error).toBeInstanceOf(CallableError)
    return error as CallableError
  }

  it('gets results as .data', async () => {
    const echo = httpsCallable<{ text: string }, { echoed: string }>('echo', options())
    expect(await echo({ text: 'salut' })).toEqual({ data: { echoed: 'salut', when: null } })
  })

  it('rejects with the lowercase code, the message and the details', async () => {
    const invalid = await clientFailure(httpsCallable('echo', options())({ text: 1 }))
    expect(invalid.code).toBe('invalid-argument')
    expect(invalid.details).toEqual([{ path: 'text', message: expect.any(String) }])

    const committed = await clientFailure(httpsCallable('committed', options())(null))
    expect(committed).toMatchObject({
      code: 'failed-precondition',
      message: 'This batch was already committed.',
      details: { batchId: 'b-1' },
    })

    expect((await clientFailure(httpsCallable('missing', options())())).code).toBe('not-found')
    expect((await clientFailure(httpsCallable('secret', options())())).code).toBe('unauthenticated')
    const internal = await clientFailure(httpsCallable('broken', options())())
    expect(internal.code).toBe('internal')
    expect(internal.message).not.toContain('s3cret')
  })

  it('gives up after its time-out with deadline-exceeded', async () => {
    const started = Date.now()
    const error = await clientFailure(httpsCallable('slow', { ...options(), timeoutMs: 30 })(null))
    expect(error.code).toBe('deadline-exceeded')
    expect(Date.now() - started).toBeLessThan(400)
  })

  it('reports an unreachable server as unavailable', async () => {
    const error = await clientFailure(httpsCallable('echo', { baseUrl: 'http://127.0.0.1:1' })({ text: 'x' }))
    expect(error.code).toBe('unavailable')
  })
})
