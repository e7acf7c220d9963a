import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line
 * is this comment has every function compiled while it streams in, on a
 * background thread, rather than each one on the main thread when first
 * called. Measured with Lighthouse's mobile profile (decision 042), the
 * framework's lazy compiles were most of the page's one long task.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Marks the scripts every page loads and runs at once — React, Next's router
 * and Turbopack's runtime, which Next lists as `rootMainFiles` in its build
 * manifest — with the compile hint. A page's own chunks are left lazy: much of
 * them runs only on a click. Returns the files marked; marking twice changes
 * nothing.
 */
export function hintCompileOnLoad(nextDir: string): string[] {
  const manifest = path.join(nextDir, 'build-manifest.json')
  if (!existsSync(manifest)) return []
  const { rootMainFiles = [] } = JSON.parse(readFileSync(manifest, 'utf8')) as { rootMainFiles?: string[] }
  const marked: string[] = []
  for (const file of rootMainFiles.filter((name) => name.endsWith('.js'))) {
    const full = path.join(nextDir, file)
    const script = readFileSync(full, 'utf8')
    if (!script.startsWith(COMPILE_HINT)) writeFileSync(full, COMPILE_HINT + script)
    marked.push(file)
  }
  return marked
}
