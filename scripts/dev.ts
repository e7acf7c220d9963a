/**
 * `npm run dev`: the same launcher as `npm start`, from its TypeScript source
 * through tsx, with Next's development server instead of the production build.
 */
import { main } from '../src/server'

await main({ dev: true })
