/**
 * Payload's REST API and GraphQL, called in process through the same handlers
 * the route files mount, with a bearer token as an API client sends it.
 */
import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints, type Payload } from 'payload'

const ORIGIN = 'http://localhost:3000'

/** A person's bearer token, from Payload's own sign-in. */
export async function tokenFor(payload: Payload, email: string, password: string): Promise<string> {
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  if (!token) throw new Error(`No token for ${email}`)
  return token
}

/** Extra headers, such as the client address the launcher stamps or a browser's cookies. */
type Extra = Record<string, string>

const headersFor = (token?: string, extra: Extra = {}) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  ...extra,
})

export type ApiAnswer = { status: number; body: Record<string, unknown>; headers: Headers }

/** `method /api{path}`, as REST clients call it. */
export async function rest(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Extra } = {},
) {
  const request = new Request(`${ORIGIN}/api${path}`, {
    method,
    headers: headersFor(options.token, options.headers),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const response = await handleEndpoints({ config, request })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers } as ApiAnswer
}

const graphqlHandler = GRAPHQL_POST(config)

/** A GraphQL operation at `/api/graphql`. */
export async function graphql(
  query: string,
  options: { token?: string; variables?: Record<string, unknown>; headers?: Extra } = {},
) {
  const request = new Request(`${ORIGIN}/api/graphql`, {
    method: 'POST',
    headers: headersFor(options.token, options.headers),
    body: JSON.stringify({ query, variables: options.variables ?? {} }),
  })
  const response = await graphqlHandler(request)
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] },
  }
}
