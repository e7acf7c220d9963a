/**
 * A real OpenID Connect provider for the browser tests (`oidc-provider`): one
 * confidential client that must use PKCE, and a sign-in page where any address
 * works, with a box for whether the provider vouches for it. Consent is
 * given without asking: the client is the provider's own.
 *
 * Run as a Playwright web server (`tsx tests/support/oidc-provider.ts`), set
 * up from the environment: OIDC_TEST_PORT (default 3301), OIDC_TEST_ISSUER
 * (default http://localhost:{port}), OIDC_TEST_CLIENT_ID,
 * OIDC_TEST_CLIENT_SECRET and OIDC_TEST_REDIRECT_URIS (comma-separated).
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import { pathToFileURL } from 'node:url'

import Provider, { type Configuration } from 'oidc-provider'

export type TestProviderOptions = {
  /** 0 for any free port. */
  port: number
  /** Defaults to http://localhost:{port}. */
  issuer?: string
  clientId: string
  clientSecret: string
  redirectUris: string[]
}

type TestAccount = { email: string; email_verified: boolean; name?: string }

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>` +
    `<style>body{font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}` +
    `label{display:block;margin-top:1rem}input[type=email],input[type=text]{width:100%;padding:.4rem}` +
    `button{margin-top:1.5rem;padding:.5rem 1rem}</style></head><body><main>${body}</main></body></html>`
  )
}

function loginPage(uid: string, clientId: string, hint?: string): string {
  return page(
    'Test provider: sign in',
    `<h1>Test provider</h1><p>Sign in to continue to ${escape(clientId)}.</p>` +
      `<form method="post" action="/interaction/${escape(uid)}/login">` +
      `<label for="email">Email address</label>` +
      `<input id="email" name="email" type="email" required autofocus value="${escape(hint ?? '')}">` +
      `<label for="name">Name</label><input id="name" name="name" type="text">` +
      `<label><input name="verified" type="checkbox" value="yes" checked> This provider has confirmed the address</label>` +
      `<button type="submit">Sign in at the test provider</button></form>` +
      `<p><a href="/interaction/${escape(uid)}/abort">Cancel</a></p>`,
  )
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of req) body += chunk
  return new URLSearchParams(body)
}

export type TestProvider = { issuer: string; server: http.Server; close: () => Promise<void> }

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end()
  const server = http.createServer((req, res) => handler(req, res))
  await new Promise<void>((resolve) => server.listen(options.port, resolve))
  const { port } = server.address() as { port: number }
  const issuer = options.issuer ?? `http://localhost:${port}`
  const accounts = new Map<string, TestAccount>()
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-provider-cookie-key-not-secret'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub)
      if (!account) return undefined
      return { accountId: sub, claims: () => ({ sub, ...account }) }
    },
  }
  const provider = new Provider(issuer, configuration)
  const handle = provider.callback()

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse, uid: string, step?: string) {
    const details = await provider.interactionDetails(req, res)
    if (details.uid !== uid) throw new Error('This interaction has ended.')
    if (step === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The person cancelled.' },
        { mergeWithLastSubmission: false },
      )
      return
    }
    if (details.prompt.name === 'login' && step === 'login' && req.method === 'POST') {
      const form = await readForm(req)
      const email = (form.get('email') ?? '').trim().toLowerCase()
      const verified = form.get('verified') === 'yes'
      const sub = `sub-${createHash('sha256').update(`${verified}:${email}`).digest('hex').slice(0, 20)}`
      accounts.set(sub, { email, email_verified: verified, ...(form.get('name') ? { name: form.get('name')! } : {}) })
      await provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false })
      return
    }
    if (details.prompt.name === 'login') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      res.end(loginPage(uid, String(details.params.client_id), details.params.login_hint as string | undefined))
      return
    }
    // Consent for the provider's own client, without a page.
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) })
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] }
    if (missing.missingOIDCScope) grant!.addOIDCScope(missing.missingOIDCScope.join(' '))
    if (missing.missingOIDCClaims) grant!.addOIDCClaims(missing.missingOIDCClaims)
    const grantId = await grant!.save()
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true })
  }

  handler = (req, res) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(new URL(req.url ?? '/', issuer).pathname)
    if (!match) return handle(req, res)
    interaction(req, res, match[1]!, match[2]).catch((error: unknown) => {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
      res.end(page('Test provider: error', `<h1>Test provider</h1><p>${escape(String(error))}</p>`))
    })
  }
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
  return { issuer, server, close }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.OIDC_TEST_PORT ?? 3301)
  const provider = await startTestProvider({
    port,
    issuer: process.env.OIDC_TEST_ISSUER,
    clientId: process.env.OIDC_TEST_CLIENT_ID ?? 'vernissage-test',
    clientSecret: process.env.OIDC_TEST_CLIENT_SECRET ?? 'test-client-secret',
    redirectUris: (process.env.OIDC_TEST_REDIRECT_URIS ?? 'http://127.0.0.1:3000/auth/oidc/oidc/callback').split(','),
  })
  console.log(`Test OpenID provider ${provider.issuer} listening on port ${port}`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => provider.close().then(() => process.exit(0)))
  }
}
