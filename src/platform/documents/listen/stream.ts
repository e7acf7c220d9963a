import { DocumentError, readerOf } from '../index'
import { openListener, type LiveDocuments, type OpenListener } from './live'
import { targetOf, TargetError } from './target'

export type StreamLimits = {
  /** A comment this often keeps proxies from closing a quiet stream. */
  heartbeatMs: number
  /**
   * A stream ends after this long and the browser comes back (EventSource reconnects, and the
   * client re-reads the snapshot): the reader is checked again, so a suspended account or an ended
   * session stops getting changes within it.
   */
  lifetimeMs: number
  /** Bytes a slow reader may leave unread before its stream is ended (it resumes with a new snapshot). */
  maxUnreadBytes: number
  /** What EventSource waits before reconnecting. */
  retryMs: number
}

export const STREAM_LIMITS: StreamLimits = {
  heartbeatMs: 15_000,
  lifetimeMs: 10 * 60_000,
  maxUnreadBytes: 4 * 1024 * 1024,
  retryMs: 1_000,
}

const STREAMS = Symbol.for('vernissage.live-document-streams')
const counter = globalThis as typeof globalThis & { [STREAMS]?: { open: number } }
/** The streams open in this process now (a closed connection must bring it back down). */
export function openStreams(): number {
  return counter[STREAMS]?.open ?? 0
}

const encoder = new TextEncoder()
const END_OF_EVENT = encoder.encode('\n\n')

/** One Server-Sent Event; `data` is JSON on one line. */
function event(name: string, data: unknown, id?: number): Uint8Array {
  return encoder.encode(`${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)
}

const json = (status: number, code: string, message: string) =>
  Response.json(
    { error: { code: status, message, status: code } },
    { status, headers: { 'cache-control': 'no-store' } },
  )

/**
 * `GET /live/documents?document=…` or `?parent=…&query=…`: a text/event-stream of one listener. It
 * sends `snapshot` ({ documents, resumed }) first — also after a reconnection (`Last-Event-ID`), when
 * the client works out what changed meanwhile — then `change` ({ changes }: added, modified, removed,
 * with Firestore's indices), and `error` ({ code, message }) before it ends when the rules refuse the
 * target or the listener cannot go on. A badly named target is a 400 naming the problem.
 */
export async function liveDocumentsResponse(
  request: Request,
  live: LiveDocuments,
  limits: StreamLimits = STREAM_LIMITS,
): Promise<Response> {
  let target
  try {
    target = targetOf(new URL(request.url).searchParams)
  } catch (error) {
    if (error instanceof TargetError) return json(400, 'INVALID_ARGUMENT', error.message)
    throw error
  }
  const reader = await readerOf(request, live.service)
  const resumed = request.headers.has('last-event-id')
  const stats = (counter[STREAMS] ??= { open: 0 })
  let listener: OpenListener | undefined
  let ended = false
  let nextId = Number(request.headers.get('last-event-id')) || 0
  const timers: NodeJS.Timeout[] = []
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const end = () => {
    if (ended) return
    ended = true
    stats.open -= 1
    for (const timer of timers) clearInterval(timer)
    listener?.close()
    request.signal.removeEventListener('abort', end)
    try {
      controller.close()
    } catch {
      // Already closed by the other side.
    }
  }
  const write = (chunk: Uint8Array) => {
    if (ended) return
    controller.enqueue(chunk)
    if ((controller.desiredSize ?? 0) < -limits.maxUnreadBytes) end()
  }
  const stream = new ReadableStream<Uint8Array>(
    {
      start(given) {
        controller = given
        stats.open += 1
      },
      cancel: end,
    },
    // Counted in bytes, so what a slow reader leaves unread is bounded by `maxUnreadBytes`.
    { highWaterMark: 0, size: (chunk) => chunk.byteLength },
  )
  request.signal.addEventListener('abort', end)
  write(encoder.encode(`retry: ${limits.retryMs}\n\n`))
  const fail = (error: DocumentError) => {
    write(event('error', { code: error.code, message: error.message }))
    end()
  }
  try {
    listener = await openListener(live, target, reader, {
      changes: (data) => {
        const head = encoder.encode(`id: ${(nextId += 1)}\nevent: change\ndata: `)
        const chunk = new Uint8Array(head.byteLength + data.byteLength + 2)
        chunk.set(head)
        chunk.set(data, head.byteLength)
        chunk.set(END_OF_EVENT, head.byteLength + data.byteLength)
        write(chunk)
      },
      failed: fail,
    })
    if (ended) listener.close()
    write(event('snapshot', { documents: listener.snapshot, resumed }, (nextId += 1)))
  } catch (error) {
    if (!(error instanceof DocumentError)) {
      end()
      throw error
    }
    fail(error)
  }
  if (!ended) {
    timers.push(setInterval(() => write(encoder.encode(': keep-alive\n\n')), limits.heartbeatMs))
    timers.push(setTimeout(end, limits.lifetimeMs))
  }
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: a compressing layer (Next's own included) would hold events back to fill its buffer.
      'cache-control': 'no-cache, no-store, no-transform',
      'x-accel-buffering': 'no',
    },
  })
}
