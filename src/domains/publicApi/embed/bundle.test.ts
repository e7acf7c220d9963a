import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { bundleEmbedScript, generatedModule } from './bundle'

const GOAL = 30 * 1024

describe('the partners’ script', () => {
  it('is the bundle of components.ts as it is now (run `npm run embed` after changing them)', async () => {
    const generated = readFileSync(path.join(import.meta.dirname, 'script.generated.ts'), 'utf8')
    expect(generated).toBe(generatedModule(await bundleEmbedScript()))
  })

  it('is at most 30 KB compressed', async () => {
    const script = Buffer.from(await bundleEmbedScript())
    expect(gzipSync(script).length).toBeLessThanOrEqual(GOAL)
    expect(brotliCompressSync(script).length).toBeLessThanOrEqual(GOAL)
  })
})
