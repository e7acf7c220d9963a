import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

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
    // platform/ knows no domain.
    files: ['src/platform/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/domains/*', '**/domains/**'], message: 'platform/ must not import a domain' }] },
      ],
    },
  },
  {
    // A domain reaches another only through its index.ts.
    files: ['src/domains/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/domains/*/*'], message: 'import another domain through its index (@/domains/<name>)' },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '.next/',
      '.data/',
      '.test-data/',
      'node_modules/',
      'public/builds/',
      'src/payload-types.ts',
      'src/migrations/',
      'src/app/(payload)/cpanel/importMap.js',
      'next-env.d.ts',
      'test-results/',
      'playwright-report/',
    ],
  },
]
