import { executeAuthStrategies, getPayload, type Payload, type SanitizedConfig, type TypedUser } from 'payload'

import { currentRequestHeaders } from '@/platform/http/request-headers'

/**
 * The one way code reaches Payload (decision 033). The configuration is handed
 * in once per process by whoever owns it — Next's instrumentation hook
 * (`src/instrumentation.ts`), a script, the integration tests — so no domain
 * imports `@payload-config`, whose collections import the domains back.
 */
type ConfigSource = SanitizedConfig | Promise<SanitizedConfig>

// On globalThis: Next loads the instrumentation hook and the routes as separate bundles in one process.
const KEY = Symbol.for('vernissage.payload-config')
const holder = globalThis as typeof globalThis & { [KEY]?: ConfigSource }

export function providePayloadConfig(config: ConfigSource): void {
  holder[KEY] = config
}

export async function payloadConfig(): Promise<SanitizedConfig> {
  const config = holder[KEY]
  if (!config) {
    throw new Error('No Payload configuration was provided: call providePayloadConfig(config) when the process starts.')
  }
  return config
}

/** The process's Payload, initialised on first use. */
export async function payloadInstance(): Promise<Payload> {
  return getPayload({ config: await payloadConfig() })
}

/**
 * The signed-in person a request's session cookie or bearer token names (a masquerade included), by
 * Payload's own auth strategies; null for nobody. Not `payload.auth()`, which also works out the
 * permissions on every collection and global — most of its time, and nobody here reads them.
 */
export async function personOf(payload: Payload, headers: Headers): Promise<TypedUser | null> {
  return (await executeAuthStrategies({ headers, payload })).user
}

export type RequestPerson = {
  payload: Payload
  /** The signed-in person, as Payload sees them with the cookies as they are now; null for nobody. */
  person: TypedUser | null
}

/**
 * Who is behind the request being answered (a page, a route, a server action):
 * each caller then says in words whom it refuses.
 */
export async function requestPerson(): Promise<RequestPerson> {
  // The headers first: reading them marks the page as per-request before any
  // Payload work, so a build never tries to render it ahead of time.
  const headers = await currentRequestHeaders()
  const payload = await payloadInstance()
  return { payload, person: await personOf(payload, headers) }
}
export { awaitingReview, countAwaitingReview, forReview, pageAwaitingReview } from './reviewed-drafts'
