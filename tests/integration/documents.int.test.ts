/**
 * The document service (decision 096) through Firestore's REST protocol, over real HTTP against the app's
 * own route handler, Payload and PostgreSQL: the official `firebase/firestore/lite` client, unmodified,
 * given each person's site token through a registered auth provider (as a web app's auth would), and raw
 * REST for what the client refuses by itself.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import * as firebaseApp from '@firebase/app'
import { deleteApp, initializeApp, type FirebaseApp } from '@firebase/app'
import { Component, type ComponentType } from '@firebase/component'
import {
  addDoc,
  and,
  arrayRemove,
  arrayUnion,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  deleteField,
  doc,
  endBefore,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  increment,
  limit,
  limitToLast,
  or,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  setLogLevel,
  startAfter,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type Query,
} from '@firebase/firestore/lite'
import { sql } from '@payloadcms/db-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { database } from '@/platform/database/transaction'
import { documentService, runStructuredQuery } from '@/platform/documents'

import { testPayload } from './payload'

vi.hoisted(() => {
  // The acceptance collection exists only in test mode, as the /testing routes do.
  process.env.TEST_ROUTES = 'true'
})

const { documentsNodeRoute, documentServiceFor } = await import('@/app/documents')

// How `firebase/auth` registers itself with an app; these are in the package, outside its public typings.
const { _addComponent, _getProvider } = firebaseApp as unknown as {
  _addComponent(app: FirebaseApp, component: Component<never>): void
  _getProvider(app: FirebaseApp, name: string): { getImmediate(): unknown }
}

let server: Server
let origin: string
const apps: FirebaseApp[] = []
const ids: Record<string, number> = {}
const tokens: Record<string, string> = {}

/** A Firestore client for one person: their site token through an auth provider, as `firebase/auth` registers one. */
function firestoreAs(who: string | null): Firestore {
  const app = initializeApp({ projectId: 'vernissage', appId: 'test' }, `${who ?? 'visitor'}-${apps.length}`)
  apps.push(app)
  if (who) {
    const auth = {
      getUid: () => String(ids[who]),
      getToken: async () => ({ accessToken: tokens[who] }),
      addAuthTokenListener: () => {},
      removeAuthTokenListener: () => {},
    }
    _addComponent(app, new Component('auth-internal' as never, () => auth as never, 'PRIVATE' as ComponentType))
    // What `getAuth(app)` does: the auth instance starts, and Firestore's provider hears of it.
    _getProvider(app, 'auth-internal').getImmediate()
  }
  const db = getFirestore(app)
  const { hostname, port } = new URL(origin)
  connectFirestoreEmulator(db, hostname, Number(port))
  return db
}

const ROOT = '/v1/projects/vernissage/databases/(default)/documents'
async function rest(method: string, path: string, body?: unknown, who?: string) {
  const response = await fetch(`${origin}${ROOT}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code,
  )

beforeAll(async () => {
  // The client logs every refusal as a warning; the tests read the refusals themselves.
  setLogLevel('silent')
  const payload = await testPayload()
  const people = { ann: [], bob: [], carl: ['artist'], sue: ['staff'], dan: [] } as Record<
    string,
    ('artist' | 'staff')[]
  >
  for (const [who, roles] of Object.entries(people)) {
    const user = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `${who}@example.org`, name: who, password: 'a-good-password', roles },
    })
    ids[who] = Number(user.id)
    const { token } = await payload.login({
      collection: 'users',
      data: { email: `${who}@example.org`, password: 'a-good-password' },
    })
    tokens[who] = token!
  }
  // The route as the launcher answers it, before Next.
  server = createServer((incoming, outgoing) => void documentsNodeRoute.answer(incoming, outgoing))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)))
  await new Promise((resolve) => server?.close(resolve))
})

describe('the message centre through the official client', () => {
  it("lets a person and staff use a conversation, and refuses everyone else's reads and writes", async () => {
    const ann = firestoreAs('ann')
    const sue = firestoreAs('sue')
    const conversation = await addDoc(collection(ann, 'conversations'), {
      owner: ids.ann,
      topic: 'membership',
      subject: 'My renewal',
      status: 'open',
      createdAt: serverTimestamp(),
    })
    const messages = collection(ann, conversation.path, 'messages')
    await setDoc(doc(messages, 'm1'), {
      owner: ids.ann,
      author: ids.ann,
      side: 'person',
      text: 'Hello',
      sentAt: serverTimestamp(),
    })
    await addDoc(collection(sue, conversation.path, 'messages'), {
      owner: ids.ann,
      author: ids.sue,
      side: 'staff',
      text: 'Hi Ann',
    })
    const note = await addDoc(collection(sue, conversation.path, 'notes'), {
      author: ids.sue,
      text: 'Renewal due in May',
    })

    const mine = await getDocs(query(collection(ann, 'conversations'), where('owner', '==', ids.ann)))
    expect(mine.docs.map((d) => d.data().subject)).toEqual(['My renewal'])
    expect((await getDoc(conversation)).data()?.createdAt).toBeInstanceOf(Timestamp)
    const thread = await getDocs(query(messages, orderBy('side')))
    expect(thread.docs.map((d) => d.data().text)).toEqual(['Hello', 'Hi Ann'])
    expect((await getDocs(collection(sue, conversation.path, 'notes'))).size).toBe(1)
    expect((await getDocs(collection(sue, 'conversations'))).size).toBe(1)

    // Each attempt's refusal is caught as it is made, then read in turn.
    const refused: [string, Promise<string | undefined>][] = []
    const attempts = (...made: [string, Promise<unknown>][]) =>
      refused.push(...made.map(([what, attempt]) => [what, code(attempt)] as [string, Promise<string | undefined>]))
    for (const who of ['bob', 'carl', null]) {
      const other = firestoreAs(who)
      attempts(
        [`${who} reads the conversation`, getDoc(doc(other, conversation.path))],
        [`${who} reads its messages`, getDocs(collection(other, conversation.path, 'messages'))],
        [`${who} reads the notes`, getDocs(collection(other, conversation.path, 'notes'))],
        [`${who} reads a note`, getDoc(doc(other, note.path))],
        [`${who} reads a message`, getDoc(doc(other, conversation.path, 'messages', 'm1'))],
        [`${who} lists every conversation`, getDocs(collection(other, 'conversations'))],
        [
          `${who} asks for Ann's by owner`,
          getDocs(query(collection(other, 'conversations'), where('owner', '==', ids.ann))),
        ],
        [
          `${who} writes into it`,
          addDoc(collection(other, conversation.path, 'messages'), {
            owner: ids.ann,
            author: ids[who ?? 'ann'] ?? 0,
            side: 'person',
            text: 'x',
          }),
        ],
        [`${who} renames it`, updateDoc(doc(other, conversation.path), { subject: 'Mine now' })],
      )
    }
    attempts(
      ['ann reads the notes', getDocs(collection(ann, conversation.path, 'notes'))],
      ['ann reads a note by its id', getDoc(doc(ann, note.path))],
      ['ann queries the notes with a limit', getDocs(query(collection(ann, conversation.path, 'notes'), limit(1)))],
      ['an artist reads a note', getDoc(doc(firestoreAs('carl'), note.path))],
      ['ann writes a note', addDoc(collection(ann, conversation.path, 'notes'), { text: 'x' })],
      ['ann writes as staff', addDoc(messages, { owner: ids.ann, author: ids.ann, side: 'staff', text: 'x' })],
      ['ann writes as sue', addDoc(messages, { owner: ids.ann, author: ids.sue, side: 'person', text: 'x' })],
      ['ann gives her conversation away', updateDoc(conversation, { owner: ids.bob })],
      ['ann deletes her conversation', deleteDoc(conversation)],
      ['ann starts one for bob', addDoc(collection(ann, 'conversations'), { owner: ids.bob, status: 'open' })],
      [
        'ann edits staff’s message',
        setDoc(doc(messages, 'm1'), { owner: ids.ann, author: ids.sue, side: 'staff', text: 'x' }),
      ],
    )
    // Dan's token works until staff suspend him, which ends his sessions.
    const dans = query(collection(firestoreAs('dan'), 'conversations'), where('owner', '==', ids.dan))
    expect((await getDocs(dans)).size).toBe(0)
    const payload = await testPayload()
    const sue2 = await payload.findByID({ collection: 'users', id: ids.sue, overrideAccess: true })
    await payload.update({
      collection: 'users',
      id: ids.dan,
      overrideAccess: false,
      user: sue2,
      data: { status: 'suspended' },
    })
    attempts(['a suspended person', getDocs(dans)])
    for (const [what, answer] of refused) expect(`${what}: ${await answer}`).toBe(`${what}: permission-denied`)

    // Nothing refused was written.
    expect((await getDocs(query(messages))).size).toBe(2)
    expect((await getDoc(conversation)).data()?.owner).toBe(ids.ann)
  })
})

describe('every operation through the official client', () => {
  it('writes with transforms, reads, counts and deletes', async () => {
    const db = firestoreAs('ann')
    const ref = doc(db, 'acceptance', 'counter')
    await setDoc(ref, { n: 1, tags: ['a', 'b'], nested: { keep: true, drop: 1 }, big: 9007199254740993n.toString() })
    await updateDoc(ref, {
      n: increment(2),
      tags: arrayUnion('b', 'c'),
      'nested.drop': deleteField(),
      at: serverTimestamp(),
    })
    await updateDoc(ref, { tags: arrayRemove('a'), ratio: increment(0.5) })
    const data = (await getDoc(ref)).data()!
    expect(data).toMatchObject({ n: 3, tags: ['b', 'c'], nested: { keep: true }, ratio: 0.5 })
    expect(data.nested).not.toHaveProperty('drop')
    expect(data.at).toBeInstanceOf(Timestamp)
    await updateDoc(ref, { odd: Number.NaN })
    expect(
      (await getDocs(query(collection(db, 'acceptance'), where('odd', '==', Number.NaN)))).docs.map((d) => d.id),
    ).toEqual(['counter'])
    expect((await getDoc(ref)).data()?.odd).toBeNaN()
    await setDoc(ref, { extra: 'merged' }, { merge: true })
    expect((await getDoc(ref)).data()).toMatchObject({ n: 3, extra: 'merged' })
    expect(await code(updateDoc(doc(db, 'acceptance', 'nobody'), { n: 1 }))).toBe('not-found')
    await deleteDoc(ref)
    expect((await getDoc(ref)).exists()).toBe(false)
  })

  it('serves every filter, order, cursor, limit and count', async () => {
    const db = firestoreAs('ann')
    const batch = writeBatch(db)
    const works = [
      { id: 'w1', n: 1, medium: 'oil', tags: ['large'] },
      { id: 'w2', n: 2, medium: 'ink', tags: ['small', 'paper'] },
      { id: 'w3', n: 3, medium: 'oil', tags: ['small'] },
      { id: 'w4', n: 4, medium: 'clay', tags: [] },
    ]
    for (const { id, ...fields } of works) batch.set(doc(db, 'acceptance', id), { ...fields, kind: 'work' })
    await batch.commit()
    expect(await code(Promise.resolve().then(() => batch.set(doc(db, 'acceptance', 'w5'), { n: 5 })))).toBe(
      'failed-precondition',
    )
    const all = collection(db, 'acceptance')
    const ids = async (q: Query) => (await getDocs(q)).docs.map((d) => d.id)
    const works_ = query(all, where('kind', '==', 'work'))
    expect(await ids(query(works_, where('n', '==', 2)))).toEqual(['w2'])
    expect(await ids(query(works_, where('medium', '!=', 'oil')))).toEqual(['w4', 'w2'])
    expect(await ids(query(works_, where('n', '<', 2)))).toEqual(['w1'])
    expect(await ids(query(works_, where('n', '<=', 2)))).toEqual(['w1', 'w2'])
    expect(await ids(query(works_, where('n', '>', 3)))).toEqual(['w4'])
    expect(await ids(query(works_, where('n', '>=', 3)))).toEqual(['w3', 'w4'])
    expect(await ids(query(works_, where('medium', 'in', ['ink', 'clay'])))).toEqual(['w2', 'w4'])
    expect(await ids(query(works_, where('medium', 'not-in', ['oil', 'ink'])))).toEqual(['w4'])
    expect(await ids(query(works_, where('tags', 'array-contains', 'small')))).toEqual(['w2', 'w3'])
    expect(await ids(query(works_, where('tags', 'array-contains-any', ['large', 'paper'])))).toEqual(['w1', 'w2'])
    expect(
      await ids(query(all, and(where('kind', '==', 'work'), or(where('n', '==', 1), where('medium', '==', 'clay'))))),
    ).toEqual(['w1', 'w4'])
    const byN = query(works_, orderBy('n', 'desc'))
    expect(await ids(query(byN, limit(2)))).toEqual(['w4', 'w3'])
    expect(await ids(query(byN, startAfter(3), limit(1)))).toEqual(['w2'])
    expect(await ids(query(byN, endBefore(2)))).toEqual(['w4', 'w3'])
    expect(await ids(query(byN, limitToLast(1)))).toEqual(['w1'])
    expect((await getCount(works_)).data().count).toBe(4)
    expect((await getCount(query(works_, where('medium', '==', 'oil')))).data().count).toBe(2)

    // The client refuses these itself; the server refuses them too (raw REST below).
    expect(() => query(all, where('n', 'in', []))).toThrow(expect.objectContaining({ code: 'invalid-argument' }))
    expect(() => query(all, where('n', 'not-in', [1]), where('m', '!=', 2))).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    )
  })

  it('retries a transaction on contention: two at once on one document both apply once', async () => {
    const ref = doc(firestoreAs('ann'), 'acceptance', 'contended')
    await setDoc(ref, { n: 0 })
    let attempts = 0
    let bothRead: () => void
    const read = new Promise<void>((resolve) => (bothRead = resolve))
    let readers = 0
    const add = (db: Firestore, by: number) =>
      runTransaction(db, async (tx) => {
        attempts++
        const snapshot = await tx.get(doc(db, 'acceptance', 'contended'))
        // The first tries wait for each other, so both read the same version before either commits.
        if (++readers === 2) bothRead()
        if (readers <= 2) await read
        tx.update(doc(db, 'acceptance', 'contended'), { n: snapshot.data()!.n + by, [`by${by}`]: true })
      })
    await Promise.all([add(firestoreAs('ann'), 1), add(firestoreAs('bob'), 10)])
    expect((await getDoc(ref)).data()).toEqual({ n: 11, by1: true, by10: true })
    expect(attempts).toBe(3)
  })
})

describe('the REST protocol', () => {
  const query_ = (where: unknown) => ({ structuredQuery: { from: [{ collectionId: 'acceptance' }], where } })
  const filter = (fieldPath: string, op: string, value: unknown) => ({
    fieldFilter: { field: { fieldPath }, op, value },
  })

  it('refuses bad input with 4xx naming the problem, in Google’s error shape', async () => {
    const cases: [string, string, unknown, number, string, RegExp][] = [
      [
        'POST',
        ':runQuery',
        query_(filter('n', 'IN', { arrayValue: { values: [] } })),
        400,
        'INVALID_ARGUMENT',
        /'in' filter needs a non-empty array/,
      ],
      [
        'POST',
        ':runQuery',
        query_({
          compositeFilter: {
            op: 'AND',
            filters: [
              filter('n', 'NOT_IN', { arrayValue: { values: [{ integerValue: '1' }] } }),
              filter('m', 'NOT_EQUAL', { integerValue: '2' }),
            ],
          },
        }),
        400,
        'INVALID_ARGUMENT',
        /'not-in' filter cannot be combined with '!='/,
      ],
      ['POST', ':commit', '{"writes": [', 400, 'INVALID_ARGUMENT', /not JSON/],
      ['GET', '/acceptance/__x__', undefined, 400, 'INVALID_ARGUMENT', /reserved id "__x__"/],
      [
        'PATCH',
        '/acceptance/x',
        { fields: { n: { integerValue: 'many' } } },
        400,
        'INVALID_ARGUMENT',
        /fields\.n: integerValue must be a 64-bit integer/,
      ],
      [
        'POST',
        ':commit',
        { writes: [{ update: { name: 'projects/other/databases/(default)/documents/acceptance/x' } }] },
        400,
        'INVALID_ARGUMENT',
        /not under projects\/vernissage/,
      ],
      ['POST', ':rollback', { transaction: 'nonsense' }, 400, 'INVALID_ARGUMENT', /transaction is not an id/],
      ['GET', ':listen', undefined, 404, 'NOT_FOUND', /No such method/],
    ]
    for (const [method, path, body, status, name, message] of cases) {
      const answer = await rest(method, path, body, 'ann')
      expect({ path, status: answer.status, name: answer.body.error?.status, code: answer.body.error?.code }).toEqual({
        path,
        status,
        name,
        code: status,
      })
      expect(answer.body.error.message).toMatch(message)
    }
  })

  it('refuses a body past 10 MB sent without its length, as it arrives', async () => {
    const megabyte = new TextEncoder().encode(' '.repeat(1024 * 1024))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => (sent++ < 12 ? controller.enqueue(megabyte) : controller.close()),
    })
    const answer = await fetch(`${origin}/v1/projects/vernissage/databases/(default)/documents:commit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.ann}`, 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(answer.status).toBe(400)
    expect((await answer.json()).error.message).toMatch(/larger than 10485760 bytes/)
  })

  it('creates, gets, patches with a mask and preconditions, lists in pages and deletes', async () => {
    const name = 'projects/vernissage/databases/(default)/documents/acceptance/page1'
    expect(
      (
        await rest(
          'POST',
          '/acceptance?documentId=page1',
          { fields: { n: { integerValue: '1' }, s: { stringValue: 'x' } } },
          'ann',
        )
      ).status,
    ).toBe(200)
    expect((await rest('POST', '/acceptance?documentId=page1', { fields: {} }, 'ann')).body.error.status).toBe(
      'ALREADY_EXISTS',
    )
    const got = await rest('GET', '/acceptance/page1', undefined, 'ann')
    expect(got.body).toMatchObject({ name, fields: { n: { integerValue: '1' } } })
    expect(got.body.updateTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)
    const stale = `currentDocument.updateTime=2020-01-01T00:00:00.000000Z`
    expect(
      (
        await rest(
          'PATCH',
          `/acceptance/page1?updateMask.fieldPaths=n&${stale}`,
          { fields: { n: { integerValue: '2' } } },
          'ann',
        )
      ).body.error.status,
    ).toBe('FAILED_PRECONDITION')
    const patched = await rest(
      'PATCH',
      `/acceptance/page1?updateMask.fieldPaths=n&currentDocument.updateTime=${got.body.updateTime}`,
      { fields: { n: { integerValue: '2' } } },
      'ann',
    )
    expect(patched.body.fields).toEqual({ n: { integerValue: '2' }, s: { stringValue: 'x' } })
    expect((await rest('GET', '/acceptance/page1', undefined)).body.error.status).toBe('PERMISSION_DENIED')

    for (const id of ['page2', 'page3'])
      await rest('POST', `/acceptance?documentId=${id}`, { fields: { n: { integerValue: '0' } } }, 'ann')
    const first = await rest('GET', '/acceptance?pageSize=2', undefined, 'ann')
    expect(first.body.documents).toHaveLength(2)
    const names: string[] = first.body.documents.map((d: { name: string }) => d.name)
    let token = first.body.nextPageToken
    while (token) {
      const next = await rest('GET', `/acceptance?pageSize=2&pageToken=${token}`, undefined, 'ann')
      names.push(...next.body.documents.map((d: { name: string }) => d.name))
      token = next.body.nextPageToken
    }
    expect(names).toEqual([...names].sort())
    expect(new Set(names).size).toBe(names.length)
    expect(names).toContain(name)

    expect((await rest('DELETE', '/acceptance/page1?currentDocument.exists=true', undefined, 'ann')).status).toBe(200)
    expect((await rest('GET', '/acceptance/page1', undefined, 'ann')).body.error.status).toBe('NOT_FOUND')
  })

  it('answers contention in a transaction with ABORTED, and notifies listeners only of what was committed', async () => {
    const payload = await testPayload()
    const listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await listener.connect()
    const heard: { path: string; kind: string; updateTime: string }[] = []
    listener.on('notification', (n) => heard.push(JSON.parse(n.payload!)))
    await listener.query('LISTEN document_changes')
    try {
      const name = 'projects/vernissage/databases/(default)/documents/acceptance/tx'
      const created = await rest(
        'POST',
        ':commit',
        { writes: [{ update: { name, fields: { n: { integerValue: '1' } } } }] },
        'ann',
      )
      const { transaction } = (await rest('POST', ':beginTransaction', { options: { readWrite: {} } }, 'ann')).body
      const [read] = (await rest('POST', ':batchGet', { documents: [name], transaction }, 'ann')).body
      expect(read.found.updateTime).toBe(created.body.commitTime)
      await rest('POST', ':commit', { writes: [{ update: { name, fields: { n: { integerValue: '5' } } } }] }, 'bob')
      const late = await rest(
        'POST',
        ':commit',
        {
          transaction,
          writes: [
            {
              update: { name, fields: { n: { integerValue: '2' } } },
              currentDocument: { updateTime: read.found.updateTime },
            },
          ],
        },
        'ann',
      )
      expect([late.status, late.body.error.status]).toEqual([409, 'ABORTED'])
      expect((await rest('POST', ':rollback', { transaction }, 'ann')).body).toEqual({})
      // A refused write notifies nobody; the two committed ones did.
      expect((await rest('POST', ':commit', { writes: [{ update: { name, fields: {} } }] })).status).toBe(403)
      await expect.poll(() => heard.filter((h) => h.path === 'acceptance/tx').length).toBe(2)
      expect(heard.filter((h) => h.path === 'acceptance/tx').map((h) => h.kind)).toEqual(['set', 'set'])
      const [row] = (await payload.db.drizzle.execute(sql`SELECT fields FROM documents WHERE path = 'acceptance/tx'`))
        .rows
      expect(row.fields).toEqual({ n: { integerValue: '5' } })
    } finally {
      await listener.end()
    }
  })

  it('narrows a query by its == filters in SQL, and refuses one that would examine too many documents', async () => {
    const payload = await testPayload()
    const service = documentService({ ...documentServiceFor(payload), scanLimit: 3 })
    const sue = { userId: ids.sue, roles: ['staff'] }
    for (const n of [1, 2, 3, 4])
      await rest(
        'PATCH',
        `/acceptance/scan${n}`,
        { fields: { scan: { booleanValue: true }, n: { integerValue: String(n * 10) } } },
        'ann',
      )
    await rest(
      'PATCH',
      '/acceptance/scan5',
      { fields: { scan: { booleanValue: true }, n: { doubleValue: 20 } } },
      'ann',
    )
    const byN = (value: unknown) => ({
      from: [{ collectionId: 'acceptance' }],
      where: { fieldFilter: { field: { fieldPath: 'n' }, op: 'EQUAL' as const, value: value as never } },
    })
    const found = await runStructuredQuery(database(payload), service, '', byN({ integerValue: '20' }), sue)
    expect(found.map((d) => d.path)).toEqual(['acceptance/scan2', 'acceptance/scan5'])
    await expect(
      runStructuredQuery(database(payload), service, '', { from: [{ collectionId: 'acceptance' }] }, sue),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/needs an index.*more than 3 documents of "acceptance"/),
    })
  })
})
