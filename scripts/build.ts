/**
 * `npm run build`: checks the route guards, writes the build manifest
 * (public/builds/latest.json and public/builds/meta/{id}.json), runs
 * `next build` under that build id, marks the scripts every page runs on
 * load with V8's compile hint and compresses the build's static files with
 * brotli, then compiles the launcher
 * (src/server.ts) to JavaScript for `npm start` and `npm run serve`.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

import { clientModulesReachingServer } from '../eslint-local-rules.mjs'
import { hintCompileOnLoad } from '../src/platform/http/compile-hints'
import { compressStaticFiles } from '../src/platform/http/precompressed'

const root = path.resolve(import.meta.dirname, '..')

// Fail before the long build when a route names an unknown guard. Secrets are not needed to check that.
process.env.NEXT_PHASE ??= 'phase-production-build'
const { compiledRouteGuards } = await import('../src/app/guards')
compiledRouteGuards()
// Creating the callable-function registry checks its guard names too.
await import('../src/app/functions')

const timestamp = Date.now()
const id = `${timestamp.toString(36)}-${randomBytes(4).toString('hex')}`
// A client bundle that pulls server code fails the build, as it fails the lint (decision 034).
const serverInClient = clientModulesReachingServer(path.join(root, 'src'))
if (serverInClient.length > 0) {
  console.error(`Client modules reach server code:\n${serverInClient.map((chain) => `  ${chain}`).join('\n')}`)
  process.exit(1)
}

const buildsDir = path.join(root, 'public', 'builds')
rmSync(buildsDir, { recursive: true, force: true })
mkdirSync(path.join(buildsDir, 'meta'), { recursive: true })
writeFileSync(path.join(buildsDir, 'latest.json'), JSON.stringify({ id, timestamp }))
writeFileSync(path.join(buildsDir, 'meta', `${id}.json`), JSON.stringify({ id, timestamp, prerendered: [] }))

const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    VERNISSAGE_BUILD_ID: id,
    VERNISSAGE_BUILD_TIMESTAMP: String(timestamp),
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--no-deprecation', '--max-old-space-size=6144'].filter(Boolean).join(' '),
  },
})
if (result.status !== 0) {
  rmSync(buildsDir, { recursive: true, force: true })
  process.exit(result.status ?? 1)
}
forgetPrerenderedPages()
// Before compressing: the hint is part of the files sent (decision 042).
console.log(`Compile hints on ${hintCompileOnLoad(path.join(root, '.next')).length} scripts every page runs on load.`)
console.log(`Compressed ${compressStaticFiles(path.join(root, '.next', 'static'))} build files with brotli.`)

// The launcher as plain JavaScript, so that serving needs no TypeScript loader (decision 036). Written last:
// scripts/start.mjs takes it as the build's time stamp. Packages stay imports, loaded from node_modules as
// they are by Next's own output. Split at dynamic imports, so that what the launcher loads only when used
// (the accounts domain, Payload) is not loaded at start. Its place, one folder below the root like
// src/server.ts, keeps that module's `root` right.
await build({
  entryPoints: { 'vernissage-server': path.join(root, 'src', 'server.ts') },
  outdir: path.join(root, '.next'),
  chunkNames: 'vernissage-server/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
})
console.log(`Build ${id} ready.`)

/**
 * The public pages render nothing while the build prerenders them: their content
 * is in the running site's database, which a build does not have. Deleting what
 * was prerendered makes Next render each page on its first visit and cache it
 * from then on (decision 039). Next's own pages (`/_not-found`…) and files such
 * as the icon stay.
 */
function forgetPrerenderedPages() {
  const manifest = JSON.parse(readFileSync(path.join(root, '.next', 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, unknown>
  }
  const pages = Object.keys(manifest.routes).filter((route) => !route.startsWith('/_') && !path.extname(route))
  for (const route of pages) {
    const base = path.join(root, '.next', 'server', 'app', route === '/' ? 'index' : route.slice(1))
    for (const suffix of ['.html', '.rsc', '.meta', '.segments', '.prefetch.rsc']) {
      rmSync(base + suffix, { recursive: true, force: true })
    }
  }
}
