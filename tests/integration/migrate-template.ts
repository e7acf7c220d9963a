/**
 * Migrates the template database named by DATABASE_URL, then exits (closing its
 * connections, so the template can be cloned). The integration set-up runs it as
 * a process of its own (tsx), outside Vitest's module runner, whose first cold
 * import of the whole Payload graph has hung.
 */
import { getPayload } from 'payload'

import config from '../../src/payload.config'
import { migrations } from '../../src/migrations'

// A synchronous logger: Payload's migrate logs a failure and calls process.exit,
// which loses what the default (worker-thread) logger had not yet written.
const payload = await getPayload({ config: { ...(await config), logger: 'sync' }, disableOnInit: true })
await payload.db.migrate({ migrations: migrations as never })
process.exit(0)
