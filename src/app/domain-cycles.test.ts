import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import tsParser from '@typescript-eslint/parser'
import { Linter, type Rule } from 'eslint'
import { describe, expect, it } from 'vitest'

import { domainCycles, noDomainCycle } from '../../eslint-local-rules.mjs'

/** A folder of domains, each module given as its path under the folder and its text. */
function domains(modules: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'domain-cycles-'))
  for (const [name, text] of Object.entries(modules)) {
    mkdirSync(path.dirname(path.join(root, 'domains', name)), { recursive: true })
    writeFileSync(path.join(root, 'domains', name), text)
  }
  return root
}

/** What `vernissage/no-domain-cycle` says of one module of the folder: its lines and messages. */
function refused(root: string, name: string): string[] {
  const file = path.join(root, 'domains', name)
  const linter = new Linter({ configType: 'flat', cwd: root })
  const messages = linter.verify(
    readFileSync(file, 'utf8'),
    [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tsParser },
        plugins: { vernissage: { rules: { 'no-domain-cycle': noDomainCycle as Rule.RuleModule } } },
        rules: { 'vernissage/no-domain-cycle': ['error', { domains: 'domains' }] },
      },
    ],
    { filename: file },
  )
  return messages.map((message) => `${message.line}: ${message.message}`)
}

/** The rule of decision 082, on folders of its own, then on the application. */
describe('the lint rule no-domain-cycle', () => {
  it('refuses each import that leads back to its domain, however the import is written', () => {
    const root = domains({
      // A relative path, the alias, a lazy import: a -> b -> c -> a.
      'a/index.ts': "import { b } from '../b'\nexport const a = b\n",
      'b/index.ts': "export { b } from './services/b'\n",
      'b/services/b.ts': "import { c } from '@/domains/c'\nexport const b = c\n",
      'c/index.ts': "export async function c() {\n  const { a } = await import('@/domains/a')\n  return a\n}\n",
      // Types only: d -> e -> d.
      'd/index.ts': "import type { E } from '@/domains/e'\nexport type D = E\n",
      'e/index.ts': "import { d } from '@/domains/d'\nexport type E = typeof d\n",
    })
    expect(refused(root, 'a/index.ts')).toEqual([
      '1: a uses b, which uses a back: b → c (b/services/b.ts), c → a (c/index.ts). ' +
        'Domains use one another one way only (decision 082): move what both need to platform/, ' +
        'or let the domain that composes the two hold the piece that needs both.',
    ])
    expect(refused(root, 'b/services/b.ts')).toEqual([expect.stringMatching(/^1: b uses c, which uses b back: c → a/)])
    expect(refused(root, 'c/index.ts')).toEqual([expect.stringMatching(/^2: c uses a, which uses c back: a → b/)])
    expect(refused(root, 'd/index.ts')).toEqual([expect.stringMatching(/^1: d uses e, which uses d back/)])
    expect(domainCycles(path.join(root, 'domains'))).toEqual([
      'a → b (a/index.ts), b → c (b/services/b.ts), c → a (c/index.ts)',
      'd → e (d/index.ts), e → d (e/index.ts)',
    ])
  })

  it('lets domains that stand in layers use one another downwards', () => {
    const root = domains({
      'pages/index.ts':
        "import { artist } from '@/domains/people'\nimport { mail } from '../mail'\nexport const page = [artist, mail]\n",
      'people/index.ts': "import { mail } from '@/domains/mail'\nexport const artist = mail\n",
      'mail/index.ts': "import { slug } from '@/platform/slugs'\nexport const mail = slug\n",
    })
    expect(['pages/index.ts', 'people/index.ts', 'mail/index.ts'].flatMap((name) => refused(root, name))).toEqual([])
    expect(domainCycles(path.join(root, 'domains'))).toEqual([])
  })

  it('finds none in the application', () => {
    expect(domainCycles()).toEqual([])
  })
})
