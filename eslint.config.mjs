import { readdirSync } from 'node:fs'

import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

import { datesInZone, noDomainCycle, serverOnlyInClient } from './eslint-local-rules.mjs'

const DOMAINS = readdirSync('src/domains', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

export default [
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-anonymous-default-export': 'off',
    },
  },
  {
    // platform/ knows no domain, and no application configuration.
    files: ['src/platform/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@payload-config', message: 'platform/ is fed from outside; it knows no configuration' }],
          patterns: [{ group: ['@/domains/*', '**/domains/**'], message: 'platform/ must not import a domain' }],
        },
      ],
    },
  },
  {
    // A domain reaches Payload through @/platform/payload (decision 033), and another domain only through its index.ts.
    files: ['src/domains/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@payload-config',
              message:
                'use payloadInstance() from @/platform/payload: the configuration imports the domains (decision 033)',
            },
          ],
          patterns: [
            { group: ['@/domains/*/*'], message: 'import another domain through its index (@/domains/<name>)' },
          ],
        },
      ],
      // The same by any path: a relative import into another domain's folder is refused too.
      'import/no-restricted-paths': [
        'error',
        {
          zones: DOMAINS.map((domain) => ({
            target: `./src/domains/${domain}`,
            from: './src/domains',
            except: [
              `./${domain}`,
              ...DOMAINS.filter((other) => other !== domain).map((other) => `./${other}/index.ts`),
            ],
            message: 'import another domain through its index (@/domains/<name>)',
          })),
        },
      ],
    },
  },
  {
    // Pages for visitors and members load whole, from cache, with no router to hydrate (decision 042):
    // their links are plain <a>. The control panel, inside Payload's admin, keeps client-side navigation.
    files: ['src/**'],
    ignores: ['src/domains/*/admin/**', 'src/platform/cpanel/**'],
    rules: {
      '@next/next/no-html-link-for-pages': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='next/link']",
          message: 'pages for visitors and members link with <a> (decision 042); next/link is for the control panel',
        },
      ],
    },
  },
  {
    // A client component never pulls server code into the browser's bundle; no cycle between domains (decision 082).
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: {
      vernissage: {
        rules: {
          'server-only-in-client': serverOnlyInClient,
          'dates-in-zone': datesInZone,
          'no-domain-cycle': noDomainCycle,
        },
      },
    },
    rules: {
      'vernissage/server-only-in-client': 'error',
      'vernissage/dates-in-zone': 'error',
      'vernissage/no-domain-cycle': 'error',
    },
  },
  {
    // The one formatting module (decision 072) is where dates meet Intl.
    files: ['src/platform/calendar/**'],
    rules: { 'vernissage/dates-in-zone': 'off' },
  },
  {
    ignores: [
      '.next/',
      '.data/',
      '.test-data/',
      'node_modules/',
      'public/builds/',
      'src/payload-types.ts',
      'src/domains/publicApi/embed/script.generated.ts',
      'src/migrations/',
      'src/app/(payload)/cpanel/importMap.js',
      'next-env.d.ts',
      'test-results/',
      'playwright-report/',
    ],
  },
]
