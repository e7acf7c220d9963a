import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { clientModulesReachingServer } from '../../../eslint-local-rules.mjs'

/** The check `scripts/build.ts` runs before building (decision 034), on a folder of its own. */
describe('client modules reaching server code', () => {
  it('names each client module that reaches server code, with the chain, and passes the rest', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'server-in-client-'))
    mkdirSync(path.join(dir, 'services'))
    writeFileSync(
      path.join(dir, 'services', 'search.ts'),
      "import { sql } from 'drizzle-orm'\nexport const q = sql``\n",
    )
    writeFileSync(path.join(dir, 'services', 'links.ts'), 'export const link = (id: number) => `/artist/${id}`\n')
    writeFileSync(
      path.join(dir, 'Gallery.tsx'),
      "'use client'\nimport { q } from './services/search'\nexport const G = q\n",
    )
    writeFileSync(
      path.join(dir, 'Card.tsx'),
      "'use client'\nimport { link } from './services/links'\nexport const C = link\n",
    )
    writeFileSync(
      path.join(dir, 'Types.tsx'),
      "'use client'\nimport type { Payload } from 'payload'\nexport type P = Payload\n",
    )
    writeFileSync(path.join(dir, 'Page.tsx'), "import { q } from './services/search'\nexport const P = q\n")

    const found = clientModulesReachingServer(dir).map((chain: string) =>
      chain.replace(`${path.relative(process.cwd(), dir)}/`, ''),
    )
    expect(found).toEqual([`Gallery.tsx → ./services/search → drizzle-orm`])
  })

  it('finds none in the application', () => {
    expect(clientModulesReachingServer(path.join(process.cwd(), 'src'))).toEqual([])
  })
})
