/**
 * Builds the schema of the database DATABASE_URL names with the committed
 * migrations — every one, or those named on the command line — without the
 * start-up's first administrator and first-run content, then exits (closing
 * its connections). Run through `migrateInOwnProcess` (`schema-process.ts`):
 * by `npm run restore` and by the integration tests' set-up for their template.
 */
import { getPayload } from 'payload'

import config from '../src/payload.config'
import { migrations } from '../src/migrations'

const names = new Set(process.argv.slice(2))
const wanted = names.size ? migrations.filter((migration) => names.has(migration.name)) : migrations
// A synchronous logger: Payload's migrate logs a failure and calls process.exit,
// which loses what the default (worker-thread) logger had not yet written.
const payload = await getPayload({ config: { ...(await config), logger: 'sync' }, disableOnInit: true })
await payload.db.migrate({ migrations: wanted as never })
process.exit(0)
