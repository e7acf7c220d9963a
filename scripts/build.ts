/**
 * `npm run build`: checks the route guards, writes the build manifest
 * (public/builds/latest.json and public/builds/meta/{id}.json) and runs
 * `next build` under that build id.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

// Fail before the long build when a route names an unknown guard. Secrets are not needed to check that.
process.env.NEXT_PHASE ??= 'phase-production-build'
const { compiledRouteGuards } = await import('../src/app/guards')
compiledRouteGuards()
// Creating the callable-function registry checks its guard names too.
await import('../src/app/functions')

const timestamp = Date.now()
const id = `${timestamp.toString(36)}-${randomBytes(4).toString('hex')}`
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
console.log(`Build ${id} ready.`)
