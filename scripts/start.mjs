/**
 * `npm start`: builds when the build is missing or older than the sources, then
 * serves. `npm run serve` (`--no-build`) only serves an existing build.
 *
 * Plain JavaScript, run by node alone: the server it loads is the launcher
 * that `npm run build` compiled to .next/vernissage-server.mjs, in this same
 * process, so serving needs no TypeScript loader and no wrapper process
 * (decision 036). The build itself still runs through tsx, in a child process
 * that ends before serving starts.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')
const server = path.join(root, '.next', 'vernissage-server.mjs')
const INPUTS = [
  'src',
  'public',
  'next.config.ts',
  'package-lock.json',
  // Its sideEffects list decides what the bundler may leave out.
  'package.json',
  'postcss.config.mjs',
  'tsconfig.json',
  // It compiles the server.
  'scripts/build.ts',
]

function newestModification(entry) {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  if (path.basename(entry) === 'builds') return 0
  return Math.max(0, ...readdirSync(entry).map((name) => newestModification(path.join(entry, name))))
}

/** The compiled server is the build's last output, so its time is the build's. */
function buildIsCurrent() {
  if (!existsSync(server)) return false
  const built = statSync(server).mtimeMs
  return INPUTS.every((input) => newestModification(path.join(root, input)) <= built)
}

if (process.argv.includes('--no-build')) {
  if (!existsSync(server)) {
    process.stderr.write('There is no build to serve: run `npm run build` first (or `npm start`, which builds).\n')
    process.exit(1)
  }
} else if (!buildIsCurrent()) {
  console.log('Building Vernissage (the first time takes a few minutes)…')
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'build.ts')], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const { main } = await import(pathToFileURL(server).href)
await main()
