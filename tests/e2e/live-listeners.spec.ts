import { rmSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import { Agent, EventSource, type Dispatcher } from 'undici'

import { baseURL, E2E_ADMIN } from '../../playwright.config'
import { loadLocalSecrets } from '../../src/platform/config/local-secrets'
import { embeddedUrl, runningEmbeddedPort } from '../../src/platform/database/running'
import { onSnapshot, type LiveError, type LiveSnapshot } from '../../src/platform/documents/listen/client'
import { signedInClient } from './helpers'
import { exited, launch, root, scratch, testPort } from './processes'

/**
 * Live listeners across two app processes sharing one database (issue 40, decision 097): the e2e
 * server is process A; this test starts process B on A's database, reached through a TCP relay it
 * can cut. A member's listeners on B, through the real client (`onSnapshot`, over undici's
 * EventSource with the member's bearer token): a message staff write through A's document API
 * reaches them; a conversation given to another person is removed and its new state never sent; a
 * note and another person's conversation are refused; a message written while the connection is
 * cut arrives once it resumes, and nothing else is reported again.
 */

const DOCUMENTS = '/v1/projects/vernissage/databases/(default)/documents'
const B_PORT = testPort(80)

/** A TCP relay to `port` whose connections can be cut and refused for a while. */
async function relay(port: number) {
  const open = new Set<net.Socket>()
  let refusing = false
  const server = net.createServer((client) => {
    if (refusing) return void client.destroy()
    const upstream = net.connect(port, '127.0.0.1')
    open.add(client).add(upstream)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      open.delete(client)
      open.delete(upstream)
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address() as net.AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}`,
    cut: () => {
      refusing = true
      for (const socket of open) socket.destroy()
    },
    restore: () => (refusing = false),
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

/** undici's EventSource sending the person's token, as a web app's would send its cookie. */
function eventSourceWith(token: string) {
  const dispatcher = new Agent().compose(
    (dispatch) => (options: Dispatcher.DispatchOptions, handler) =>
      dispatch(
        { ...options, headers: { ...(options.headers as Record<string, string>), authorization: `Bearer ${token}` } },
        handler,
      ),
  )
  return class extends EventSource {
    constructor(url: string) {
      super(url, { dispatcher })
    }
  }
}

test('a change through one process reaches a listener on another; only what it may read; resumed without loss', async ({
  playwright,
}) => {
  test.setTimeout(180_000)
  const started = Date.now()
  const e2eData = path.join(root, '.test-data', 'e2e')
  const secrets = loadLocalSecrets(e2eData)
  const databasePort = await runningEmbeddedPort(e2eData)
  expect(databasePort).not.toBeNull()
  const toB = await relay(B_PORT)
  const dataDirB = scratch()
  const processB = launch({
    DATA_DIR: dataDirB,
    DATABASE_URL: embeddedUrl(databasePort!, secrets.databasePassword),
    PAYLOAD_SECRET: secrets.payloadSecret,
    PORT: String(B_PORT),
    PUBLIC_URL: toB.url,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SEED_FIRST_RUN: 'false',
    RUN_JOBS: 'false',
    // The same application as the first process, test kinds included: orders of them may wait to be paid.
    TEST_ROUTES: 'true',
  })
  const stops: (() => void)[] = []
  try {
    const staff = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
    const stamp = Date.now()
    const person = async (name: string) => {
      const email = `${name}-${stamp}@example.org`
      const made = await staff.post('/api/users', { data: { email, password: 'live-listener-pw-1' } })
      expect(made.status(), await made.text()).toBe(201)
      const login = await (
        await playwright.request.newContext({ baseURL })
      ).post('/api/users/login', {
        data: { email, password: 'live-listener-pw-1' },
      })
      const { token, user } = (await login.json()) as { token: string; user: { id: number } }
      return { id: user.id, token }
    }
    const mia = await person('mia')
    const noor = await person('noor')
    const write = async (documentPath: string, fields: Record<string, unknown>) => {
      const collection = documentPath.slice(0, documentPath.lastIndexOf('/'))
      const id = documentPath.slice(documentPath.lastIndexOf('/') + 1)
      const response = await staff.patch(`${DOCUMENTS}/${collection}/${id}`, { data: { fields } })
      expect(response.status(), await response.text()).toBe(200)
    }
    const text = (value: string) => ({ stringValue: value })
    const owner = (id: number) => ({ integerValue: String(id) })
    const conversation = `live-${stamp}`
    await write(`conversations/${conversation}`, {
      owner: owner(mia.id),
      topic: text('general'),
      subject: text('Studio hours'),
      status: text('open'),
    })
    await write(`conversations/other-${stamp}`, {
      owner: owner(noor.id),
      topic: text('general'),
      subject: text('Noor asks'),
      status: text('open'),
    })
    const message = (id: string, words: string) =>
      write(`conversations/${conversation}/messages/${id}`, {
        owner: owner(mia.id),
        author: { integerValue: '1' },
        side: text('staff'),
        text: text(words),
        sentAt: { timestampValue: new Date().toISOString() },
      })

    await expect.poll(() => processB.output(), { timeout: 120_000 }).toContain('Vernissage is ready')
    const startedB = Date.now()
    const options = { baseUrl: toB.url, EventSource: eventSourceWith(mia.token) }
    const listen = (target: Parameters<typeof onSnapshot>[0]) => {
      const snapshots: LiveSnapshot[] = []
      const errors: LiveError[] = []
      stops.push(onSnapshot(target, { next: (s) => snapshots.push(s), error: (e) => errors.push(e) }, options))
      const said = () =>
        snapshots.map((s) => s.docChanges.map((c) => `${c.type} ${c.document.path.split('/').pop()}`).join('; '))
      return { snapshots, errors, said }
    }
    const messages = listen({
      parent: `conversations/${conversation}`,
      query: { from: [{ collectionId: 'messages' }], orderBy: [{ field: { fieldPath: 'sentAt' } }] },
    })
    const own = listen({
      parent: '',
      query: {
        from: [{ collectionId: 'conversations' }],
        where: { fieldFilter: { field: { fieldPath: 'owner' }, op: 'EQUAL', value: owner(mia.id) } },
      },
    })
    const note = listen({ document: `conversations/${conversation}/notes/n1` })
    const othersConversation = listen({ document: `conversations/other-${stamp}` })
    await expect.poll(messages.said).toEqual([''])
    await expect.poll(own.said).toEqual([`added ${conversation}`])
    await expect.poll(() => note.errors.map((e) => e.code)).toEqual(['permission-denied'])
    await expect.poll(() => othersConversation.errors.map((e) => e.code)).toEqual(['permission-denied'])

    // Written through A, heard on B.
    await message('m1', 'We open at ten.')
    await expect.poll(messages.said).toEqual(['', 'added m1'])

    // Cut off: what is written meanwhile arrives once the listener is back, and only that.
    toB.cut()
    await message('m2', 'And close at six.')
    await new Promise((resolve) => setTimeout(resolve, 500))
    toB.restore()
    await expect.poll(messages.said, { timeout: 20_000 }).toEqual(['', 'added m1', 'added m2'])
    expect(messages.snapshots.at(-1)!.docs.map((d) => d.path.split('/').pop())).toEqual(['m1', 'm2'])

    // Given to Noor: removed from Mia's list, and what it now says never reaches her.
    await write(`conversations/${conversation}`, {
      owner: owner(noor.id),
      topic: text('general'),
      subject: text('Now Noor’s secret'),
      status: text('open'),
    })
    await expect.poll(own.said).toEqual([`added ${conversation}`, `removed ${conversation}`])
    await write(`conversations/${conversation}/notes/n1`, { text: text('Staff only: call back') })
    await new Promise((resolve) => setTimeout(resolve, 500))
    const everything = JSON.stringify([messages.snapshots, own.snapshots, note.snapshots, othersConversation.snapshots])
    expect(everything).not.toContain('Now Noor’s secret')
    expect(everything).not.toContain('Staff only')
    expect(everything).not.toContain('Noor asks')
    console.log(
      `live listeners: process B ready in ${((startedB - started) / 1000).toFixed(1)} s, the test ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  } finally {
    for (const stop of stops) stop()
    processB.kill('SIGTERM')
    await exited(processB)
    await toB.close()
    rmSync(dataDirB, { recursive: true, force: true })
  }
})
