/** `npm run embed`: bundles the partners' web components into the module the site serves at `/embed/v1.js` (decision 110). */
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { bundleEmbedScript, generatedModule } from '../src/domains/publicApi/embed/bundle'

const target = path.resolve(import.meta.dirname, '../src/domains/publicApi/embed/script.generated.ts')
const script = await bundleEmbedScript()
writeFileSync(target, generatedModule(script))
console.log(`${target}: ${script.length} bytes`)
