import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { COMPILE_HINT, hintCompileOnLoad } from './compile-hints'

function buildOutput(rootMainFiles: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true })
  for (const name of ['framework.js', 'router.js', 'page-map.js'])
    writeFileSync(path.join(dir, 'static', 'chunks', name), `(globalThis.TURBOPACK ||= []).push(["${name}"])\n`)
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles }))
  return dir
}

const read = (dir: string, name: string) => readFileSync(path.join(dir, 'static', 'chunks', name), 'utf8')

describe('hintCompileOnLoad', () => {
  it("marks the scripts every page runs on load, and leaves a page's own chunks lazy", () => {
    const dir = buildOutput(['static/chunks/framework.js', 'static/chunks/router.js'])
    expect(hintCompileOnLoad(dir)).toEqual(['static/chunks/framework.js', 'static/chunks/router.js'])
    expect(read(dir, 'framework.js')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK ||= []).push(["framework.js"])\n`)
    expect(read(dir, 'router.js').startsWith(COMPILE_HINT)).toBe(true)
    expect(read(dir, 'page-map.js').startsWith('//')).toBe(false)
  })

  it('marks a script once, however often the build runs it', () => {
    const dir = buildOutput(['static/chunks/framework.js'])
    hintCompileOnLoad(dir)
    hintCompileOnLoad(dir)
    expect(read(dir, 'framework.js').split(COMPILE_HINT)).toHaveLength(2)
  })

  it('marks nothing without a build manifest', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
    expect(hintCompileOnLoad(dir)).toEqual([])
  })
})
