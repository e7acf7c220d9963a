import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * package.json's `sideEffects` lets the bundler leave out every module of ours
 * whose exports a page does not use (a domain's index re-exports its pages and
 * forms; without it their client code went to every page, decision 042). A
 * module imported only for what it does when loaded must be listed there, or
 * the bundler drops the import.
 */
const root = process.cwd()
const listed: string[] = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).sideEffects

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The module an effect-only import names, as package.json lists it (`./src/…`), or the specifier of a package's. */
function listedName(file: string, specifier: string): string {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/')) return specifier
  const base = specifier.startsWith('@/')
    ? path.join(root, 'src', specifier.slice(2))
    : path.resolve(path.dirname(file), specifier)
  const found = ['', '.ts', '.tsx', '/index.ts']
    .map((ending) => base + ending)
    .find((candidate) => existsSync(candidate))
  return `./${path.relative(root, found ?? base)}`
}

const covered = (name: string) =>
  listed.some((entry) => (entry.startsWith('*.') ? name.endsWith(entry.slice(1)) : name === entry))

describe('modules imported for their effects', () => {
  const effectOnly = sourceFiles(path.join(root, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^import ['"]([^'"]+)['"]/gm)].map((match) => ({
      file: path.relative(root, file),
      module: listedName(file, match[1]),
    })),
  )

  it('finds the ones the application has', () => {
    expect(effectOnly.map((found) => found.module)).toContain('./src/app/functions.ts')
  })

  it('are each listed in package.json sideEffects (or are a package’s, which its own package.json covers)', () => {
    const ours = effectOnly.filter((found) => found.module.startsWith('./') || /\.s?css$/.test(found.module))
    expect(ours.filter((found) => !covered(found.module))).toEqual([])
  })

  it('lists no module of ours that is gone', () => {
    const files = listed.filter((entry) => !entry.startsWith('*'))
    expect(files.filter((entry) => !existsSync(path.join(root, entry)))).toEqual([])
  })
})
