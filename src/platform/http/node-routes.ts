import type { IncomingMessage, ServerResponse } from 'node:http'

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
