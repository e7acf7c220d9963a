import { createServer, request, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { admission, type Admission } from './admission'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let server: Server | undefined

afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  server = undefined
})

/**
 * A real server whose answers are held until the test finishes them, behind an admission;
 * `entered` lists the requests (by `?n=`) in the order the application began them.
 */
async function serving(gate: Admission) {
  const entered: string[] = []
  const held = new Map<string, ServerResponse>()
  server = createServer((req, response) => {
    const n = new URL(req.url ?? '/', 'http://x').searchParams.get('n') ?? ''
    const admitted = gate.admit(req, response, () => {
      entered.push(n)
      held.set(n, response)
    })
    if (!admitted) response.writeHead(503).end('busy')
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const ask = (n: string) => {
    const sent = request({ port, host: '127.0.0.1', path: `/?n=${n}`, agent: false })
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      sent.on('response', (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      sent.on('error', reject)
    })
    sent.end()
    // An aborted request's answer fails by design: marked handled, still awaitable.
    answer.catch(() => undefined)
    return { answer, abort: () => sent.destroy() }
  }
  const finish = (n: string) => held.get(n)!.end(`done ${n}`)
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await pause(10)
    expect(check()).toBe(true)
  }
  return { entered, ask, finish, until }
}

describe('admitting a few requests at a time', () => {
  it('lets `limit` in at once and the others in arrival order as places free', async () => {
    const gate = admission({ limit: 2, maxWaiting: 10 })
    const { entered, ask, finish, until } = await serving(gate)
    const answers = ['a', 'b', 'c', 'd'].map((n) => ask(n).answer)
    await until(() => entered.length === 2 && gate.waiting === 2)
    await pause(50)
    expect(entered).toEqual(['a', 'b'])
    expect(gate.inside).toBe(2)

    finish('b')
    await until(() => entered.length === 3)
    expect(entered).toEqual(['a', 'b', 'c'])
    finish('a')
    await until(() => entered.length === 4)
    expect(entered).toEqual(['a', 'b', 'c', 'd'])
    finish('c')
    finish('d')
    expect((await Promise.all(answers)).map((answer) => answer.body)).toEqual(['done a', 'done b', 'done c', 'done d'])
    await until(() => gate.inside === 0 && gate.waiting === 0)
  })

  it('skips a waiting request whose client left, and frees the place of one that left inside', async () => {
    const gate = admission({ limit: 1, maxWaiting: 10 })
    const { entered, ask, finish, until } = await serving(gate)
    const first = ask('first')
    await until(() => entered.length === 1)
    const gone = ask('gone')
    const last = ask('last')
    await until(() => gate.waiting === 2)
    gone.abort()
    await pause(50)

    // The client inside leaves: its place goes to the next one still there.
    first.abort()
    await until(() => entered.length === 2)
    expect(entered).toEqual(['first', 'last'])
    finish('last')
    expect((await last.answer).body).toBe('done last')
    await until(() => gate.inside === 0 && gate.waiting === 0)
  })

  it('refuses past `maxWaiting` without running the request', async () => {
    const gate = admission({ limit: 1, maxWaiting: 1 })
    const { entered, ask, finish, until } = await serving(gate)
    const first = ask('1')
    await until(() => entered.length === 1)
    const second = ask('2')
    await until(() => gate.waiting === 1)
    expect(await ask('3').answer).toEqual({ status: 503, body: 'busy' })
    finish('1')
    await until(() => entered.length === 2)
    finish('2')
    expect([(await first.answer).body, (await second.answer).body]).toEqual(['done 1', 'done 2'])
    expect(entered).toEqual(['1', '2'])
  })

  it('refuses a limit that is not a whole number of at least one', () => {
    expect(() => admission({ limit: 0, maxWaiting: 1 })).toThrow(/whole number ≥ 1/)
  })
})
