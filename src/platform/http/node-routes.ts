import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

/**
 * Requests the application answers on Node's own request and response,
 * before Next (decision 043): for bulk bytes, where Next's route handlers
 * would copy every network chunk into a web stream. The application offers
 * them from inside Next's bundle (the instrumentation hook), and the launcher,
 * bundled apart, looks them up here; hence a registry on `globalThis`.
 */
export type NodeRoute = {
  /** Whether this route answers the request; decided on the method and address alone. */
  matches: (method: string, url: URL) => boolean
  /** Answers the request; must end the response and never throw. */
  answer: (request: IncomingMessage, response: ServerResponse) => Promise<void>
}

const KEY = Symbol.for('vernissage.node-routes')
const holder = globalThis as typeof globalThis & { [KEY]?: Map<string, NodeRoute> }

function routes(): Map<string, NodeRoute> {
  return (holder[KEY] ??= new Map())
}

/** Offers a route under a name; offering the same name again replaces it. */
export function offerNodeRoute(name: string, route: NodeRoute): void {
  routes().set(name, route)
}

/** The route that answers this request, if any was offered. */
export function nodeRouteFor(request: IncomingMessage): NodeRoute | undefined {
  if (routes().size === 0) return undefined
  let url: URL
  try {
    url = new URL(request.url ?? '/', 'http://localhost')
  } catch {
    return undefined
  }
  const method = request.method ?? 'GET'
  for (const route of routes().values()) if (route.matches(method, url)) return route
  return undefined
}

/**
 * Answers a request through a handler written for the web's Request and Response, on Node's own:
 * the request's body streams to the handler as it arrives (the handler bounds what it reads), and each
 * chunk of the answer's body goes to the socket as it comes, with none of Next's proxy and piping
 * between (the document service's calls and a live stream's events, decisions 096 and 097). The
 * handler's request is aborted when the client goes away, and the answer's body is cancelled with it.
 */
export async function answerOnNode(
  request: IncomingMessage,
  response: ServerResponse,
  origin: string,
  handle: (request: Request) => Promise<Response>,
): Promise<void> {
  const aborter = new AbortController()
  response.once('close', () => aborter.abort())
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const bodyless = request.method === 'GET' || request.method === 'HEAD'
  const web = new Request(new URL(request.url ?? '/', origin), {
    method: request.method,
    headers,
    signal: aborter.signal,
    ...(bodyless ? {} : { body: Readable.toWeb(request) as ReadableStream<Uint8Array>, duplex: 'half' }),
  } as RequestInit)
  const answer = await handle(web)
  const answerHeaders: Record<string, string | string[]> = Object.fromEntries(answer.headers)
  if (answer.headers.has('set-cookie')) answerHeaders['set-cookie'] = answer.headers.getSetCookie()
  // A body refused before its end is cut off with its connection: the client must not send on it again.
  if (!bodyless && !request.complete) answerHeaders.connection = 'close'
  response.writeHead(answer.status, answerHeaders)
  if (!answer.body || request.method === 'HEAD') {
    await answer.body?.cancel()
    return void response.end()
  }
  // The status and headers go now: a stream's first chunk may be a while coming.
  response.flushHeaders()
  const reader = answer.body.getReader()
  aborter.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined))
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }))
    if (done) break
    if (!response.write(value)) await drained(response)
  }
  response.end()
}

/** Resolves when the response can take more, or is closed. */
function drained(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      response.off('drain', done)
      response.off('close', done)
      resolve()
    }
    response.on('drain', done)
    response.on('close', done)
  })
}
