import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Session } from 'node:inspector/promises'

/**
 * Collects garbage once the server has had no request for `afterMs`, then not
 * again until another request has come and gone (decision 036, addendum).
 * V8 left to itself keeps a busy spell's garbage for a long while at rest;
 * run with `--optimize-for-size` instead, it collected so eagerly under load
 * that the server answered a third fewer requests and received uploads at
 * half the speed.
 */
export function collectWhenIdle(
  server: Server,
  options: {
    afterMs: number
    collect?: () => Promise<void> | void
    /** Requests that stay open for long (live listeners' streams): not counted, or the server would never be idle. */
    lasting?: (request: IncomingMessage) => boolean
  },
): () => void {
  const collect = options.collect ?? fullCollection
  let active = 0
  let timer: NodeJS.Timeout | undefined
  let collected = true
  const settle = () => {
    active -= 1
    if (active > 0 || collected) return
    timer = setTimeout(() => {
      timer = undefined
      collected = true
      // A collection that fails costs memory, not service.
      void Promise.resolve(collect()).catch(() => undefined)
    }, options.afterMs)
    // Waiting to collect must not keep a stopping process alive.
    timer.unref()
  }
  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    if (options.lasting?.(request)) return
    active += 1
    collected = false
    clearTimeout(timer)
    timer = undefined
    response.once('close', settle)
  }
  server.on('request', onRequest)
  return () => {
    server.off('request', onRequest)
    clearTimeout(timer)
  }
}

/**
 * V8's full collection that also gives the freed pages back to the system, as
 * the inspector's "collect garbage" does; `gc()` (with `--expose-gc`) frees
 * the objects but keeps the pages: RSS stayed where it was. The session is in
 * this process, with no port open, and only for the collection.
 */
async function fullCollection(): Promise<void> {
  const session = new Session()
  session.connect()
  try {
    await session.post('HeapProfiler.collectGarbage')
  } finally {
    session.disconnect()
  }
}
