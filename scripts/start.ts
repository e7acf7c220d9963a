/**
 * `npm start`: builds when the build is missing or older than the sources, then
 * serves. `npm run serve` (`--no-build`) only serves an existing build;
 * `npm run dev` (`--dev`) runs Next's development server instead.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { main } from '../src/server'

const root = path.resolve(import.meta.dirname, '..')
const INPUTS = ['src', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json']

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  if (path.basename(entry) === 'builds') return 0
  return Math.max(0, ...readdirSync(entry).map((name) => newestModification(path.join(entry, name))))
}

function buildIsCurrent(): boolean {
  const buildId = path.join(root, '.next', 'BUILD_ID')
  if (!existsSync(buildId)) return false
  const built = statSync(buildId).mtimeMs
  return INPUTS.every((input) => newestModification(path.join(root, input)) <= built)
}

const dev = process.argv.includes('--dev')
if (!dev && !process.argv.includes('--no-build') && !buildIsCurrent()) {
  console.log('Building Vernissage (the first time takes a few minutes)…')
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'build.ts')], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

await main({ dev })
