import path from 'node:path'

import { build } from 'esbuild'

import { TIME_ZONE_PLACEHOLDER } from './bundle-constants'

/**
 * The partners' script (decision 110): `components.ts` bundled and minified by
 * esbuild into one classic script, written by `npm run embed` to
 * `script.generated.ts`, which the site serves at `/embed/v1.js`. The
 * organisation's time zone is filled in when served, from the configuration.
 */

export async function bundleEmbedScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'components.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    legalComments: 'none',
    define: { ORGANISATION_TIME_ZONE: JSON.stringify(TIME_ZONE_PLACEHOLDER) },
  })
  return result.outputFiles[0]!.text
}

/** The generated module's text: the script as one string constant. */
export const generatedModule = (script: string) =>
  `// Written by \`npm run embed\` from components.ts (decision 110): do not edit.\nexport const EMBED_SCRIPT = ${JSON.stringify(script)}\n`
