import { beforeEach, describe, expect, it } from 'vitest'

import type { StorageError } from './errors'
import { GcsTestServer } from '../../../../tests/support/storage/gcs-test-server'
import { getStorage, ref } from './reference'
import {
  MAX_CHUNK_SIZE,
  MIN_CHUNK_SIZE,
  nextChunkSize,
  receivedBytes,
  UploadTask,
  type TaskState,
  type UploadTaskSnapshot,
} from './upload-task'

// The test server is injected as fetch here, so a request can be held in flight while the task is paused or canceled.
let server: GcsTestServer
const KB = 1024
const MB = 1024 * KB

beforeEach(() => {
  server = new GcsTestServer()
})

function start(size: number, path = 'public/artists/12/video.mp4'): UploadTask {
  const storage = getStorage({ baseUrl: 'http://storage.test', fetch: server.fetch })
  return new UploadTask(
    ref(storage, path),
    new Uint8Array(size).map((_, i) => i % 253),
  )
}

/** Every event an observer hears, as text. */
function watch(task: UploadTask): string[] {
  const heard: string[] = []
  task.on(
    'state_changed',
    (snapshot) => heard.push(`${snapshot.state} ${snapshot.bytesTransferred}`),
    (error) => heard.push(`error ${error.code}`),
    () => heard.push('complete'),
  )
  return heard
}

function until(task: UploadTask, state: TaskState): Promise<UploadTaskSnapshot> {
  return new Promise((resolve) => {
    const stop = task.on('state_changed', (snapshot) => {
      if (snapshot.state === state) {
        stop()
        resolve(snapshot)
      }
    })
  })
}

const firstChunk = (request: Request) =>
  request.method === 'PUT' && /^bytes 0-/.test(request.headers.get('content-range') ?? '')
const upload = (request: Request) => request.method === 'POST'

const ranges = () => server.log.filter((entry) => entry.method === 'PUT').map((entry) => entry.contentRange)

function expectRefused(task: UploadTask, calls: Array<'pause' | 'resume' | 'cancel'>): void {
  const before = task.snapshot
  const requests = server.log.length
  for (const call of calls) expect(task[call]()).toBe(false)
  expect(task.snapshot).toEqual(before)
  expect(server.log.length).toBe(requests)
}

describe('chunk sizes', () => {
  it('start at 256 KB and double up to 32 MB', () => {
    const sizes = [MIN_CHUNK_SIZE]
    while (sizes.length < 10) sizes.push(nextChunkSize(sizes.at(-1)!, true))
    expect(sizes.map((size) => size / KB)).toEqual([256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 32768, 32768])
    expect(MAX_CHUNK_SIZE).toBe(32 * MB)
  })

  it('go back to 256 KB after a failure', () => {
    expect(nextChunkSize(8 * MB, false)).toBe(MIN_CHUNK_SIZE)
    expect(nextChunkSize(MIN_CHUNK_SIZE, false)).toBe(MIN_CHUNK_SIZE)
  })

  it('are what an upload sends, up to the cap and past it', async () => {
    const doubling = 255 * MIN_CHUNK_SIZE // 256 KB + 512 KB + … + 32 MB
    const storage = getStorage({ baseUrl: 'http://storage.test', fetch: server.fetch })
    const task = new UploadTask(ref(storage, 'public/huge.bin'), new Blob([new Uint8Array(doubling + 32 * MB + 5)]))
    await task
    const sizes = ranges().map((range) => {
      const [, from, to] = /^bytes (\d+)-(\d+)\//.exec(range!)!
      return Number(to) - Number(from) + 1
    })
    expect(sizes).toEqual([256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 32768].map((kb) => kb * KB).concat(5))
    expect(server.object('public/huge.bin')?.bytes.length).toBe(doubling + 32 * MB + 5)
    // 96 MB through the in-memory server: seconds when the machine is busy, so more than the default 5 s.
  }, 30_000)

  it('send files up to 256 KB in one request', async () => {
    await start(256 * KB)
    expect(server.log.map((entry) => entry.url.searchParams.get('uploadType'))).toEqual(['multipart'])
    await start(256 * KB + 1)
    expect(server.log.map((entry) => entry.url.searchParams.get('uploadType')).slice(1, 2)).toEqual(['resumable'])
  })

  it('read the session’s Range header', () => {
    expect(receivedBytes(null)).toBe(0)
    expect(receivedBytes('bytes=0-262143')).toBe(262144)
    expect(receivedBytes('bytes=5-9')).toBeNull()
  })
})

describe('an upload task', () => {
  it('runs to success, reporting progress after each chunk', async () => {
    const task = start(MB)
    const heard = watch(task)
    const snapshot = await task
    expect(snapshot).toMatchObject({ state: 'success', bytesTransferred: MB, totalBytes: MB, task, ref: task.ref })
    expect(snapshot.metadata).toMatchObject({ fullPath: 'public/artists/12/video.mp4', size: MB })
    await Promise.resolve()
    expect(heard).toEqual(['running 0', 'running 262144', 'running 786432', 'running 1048576', 'complete'])
    expect(ranges()).toEqual(['bytes 0-262143/1048576', 'bytes 262144-786431/1048576', 'bytes 786432-1048575/1048576'])
  })

  it('while running refuses resume', async () => {
    const task = start(MB)
    expectRefused(task, ['resume'])
    await task
  })

  it('running → paused → running → success; a paused task refuses pause and cancel', async () => {
    const hold = server.holdNext(firstChunk)
    const task = start(MB)
    const heard = watch(task)
    await hold.held
    expect(task.pause()).toBe(true)
    // Pausing waits for the request in flight to stop, and shows as running meanwhile.
    expect(task.snapshot.state).toBe('running')
    await until(task, 'paused')
    expectRefused(task, ['pause', 'cancel'])
    expect(task.snapshot.state).toBe('paused')
    expect(task.resume()).toBe(true)
    expect(task.snapshot.state).toBe('running')
    await expect(task).resolves.toMatchObject({ state: 'success' })
    expect(heard).toContain('paused 0')
    // After the interrupted chunk it asks the session what arrived before sending on.
    expect(ranges()).toEqual([
      'bytes 0-262143/1048576',
      'bytes */1048576',
      'bytes 0-262143/1048576',
      'bytes 262144-786431/1048576',
      'bytes 786432-1048575/1048576',
    ])
    expect(server.object('public/artists/12/video.mp4')?.bytes.length).toBe(MB)
  })

  it('resumed while still pausing, never shows paused', async () => {
    const hold = server.holdNext(firstChunk)
    const task = start(MB)
    const heard = watch(task)
    await hold.held
    expect(task.pause()).toBe(true)
    expectRefused(task, ['pause'])
    expect(task.resume()).toBe(true)
    await expect(task).resolves.toMatchObject({ state: 'success' })
    expect(heard.filter((event) => event.startsWith('paused'))).toEqual([])
  })

  it('running → canceled: the session is dropped and every later call refused', async () => {
    const hold = server.holdNext(firstChunk)
    const task = start(MB)
    const heard = watch(task)
    await hold.held
    expect(task.cancel()).toBe(true)
    await expect(task).rejects.toMatchObject({ code: 'storage/canceled' })
    expect(task.snapshot.state).toBe('canceled')
    expect(heard.at(-1)).toBe('error storage/canceled')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(server.log.at(-1)?.method).toBe('DELETE')
    expect(server.sessions.size).toBe(0)
    expectRefused(task, ['pause', 'resume', 'cancel'])
  })

  it('pausing → canceled', async () => {
    const hold = server.holdNext(firstChunk)
    const task = start(MB)
    await hold.held
    expect(task.pause()).toBe(true)
    expect(task.cancel()).toBe(true)
    await expect(task).rejects.toMatchObject({ code: 'storage/canceled' })
    expect(task.snapshot.state).toBe('canceled')
  })

  it('pauses and resumes a one-request upload by sending it again', async () => {
    const hold = server.holdNext(upload)
    const task = start(10 * KB)
    await hold.held
    expect(task.pause()).toBe(true)
    await until(task, 'paused')
    expect(task.resume()).toBe(true)
    await expect(task).resolves.toMatchObject({ state: 'success', bytesTransferred: 10 * KB })
    expect(server.log.map((entry) => entry.method)).toEqual(['POST', 'POST'])
  })

  it('after success refuses every call', async () => {
    const task = start(10 * KB)
    await task
    expectRefused(task, ['pause', 'resume', 'cancel'])
  })

  it('running → error on a refusal, then refuses every call', async () => {
    server.failNext(403, 1, firstChunk)
    const task = start(MB)
    const heard = watch(task)
    const error: StorageError = await task.then(
      () => {
        throw new Error('should fail')
      },
      (e: StorageError) => e,
    )
    expect(error).toMatchObject({ code: 'storage/unauthorized', status: 403 })
    expect(task.snapshot.state).toBe('error')
    expect(heard.at(-1)).toBe('error storage/unauthorized')
    expectRefused(task, ['pause', 'resume', 'cancel'])
  })

  it('fails when the server stored another size', async () => {
    const storage = getStorage({
      baseUrl: 'http://storage.test',
      fetch: async (input, init) => {
        const response = await server.fetch(input, init)
        const resource = await response.json()
        return Response.json({ ...resource, size: '1' })
      },
    })
    const task = new UploadTask(ref(storage, 'public/a'), new Uint8Array(3))
    await expect(task).rejects.toMatchObject({ code: 'storage/server-file-wrong-size' })
  })

  it('tells late observers how it ended, and lets observers go', async () => {
    const task = start(10 * KB)
    const heard: string[] = []
    const stop = task.on('state_changed', { next: (snapshot) => heard.push(snapshot.state) })
    stop()
    await task
    const late = await new Promise<string>((resolve) => task.on('state_changed', null, null, () => resolve('complete')))
    expect(late).toBe('complete')
    expect(heard).toEqual([])
    await expect(task.catch(() => 'never')).resolves.toMatchObject({ state: 'success' })
  })

  it('knows only the state_changed event', () => {
    const task = start(1)
    expect(() => task.on('progress' as 'state_changed')).toThrow(
      expect.objectContaining({ code: 'storage/invalid-argument' }),
    )
    task.cancel()
  })
})
