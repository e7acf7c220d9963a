import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { recordAudit } from '@/domains/accounts'
import { inTransaction } from '@/platform/database/transaction'

import { queueImport } from '../jobs'
import type { Answer } from './running'
import { importRecord } from './store'

/** The import queued as a job, once its dry run is read; audited. Asked twice, it is queued once. */
export async function startImport(payload: Payload, actor: number, id: number): Promise<Answer> {
  const answer = await inTransaction<Answer>(payload, async ({ db, req }) => {
    const record = await importRecord(db, id, true)
    if (!record) return { commit: false, value: { ok: false, message: `There is no import #${id}.` } }
    if (record.state !== 'uploaded')
      return { commit: false, value: { ok: false, message: 'This import has started already.' } }
    if (!record.dryRun)
      return { commit: false, value: { ok: false, message: 'Do the dry run first: it shows what the import will do.' } }
    await db.execute(sql`UPDATE imports SET state = 'queued' WHERE id = ${id}`)
    await recordAudit(
      payload,
      {
        actor,
        action: 'import.start',
        targetCollection: 'imports',
        targetId: id,
        target: record.fileName,
        summary: { ...record.dryRun, skipped: undefined },
      },
      req,
    )
    return { commit: true, value: { ok: true, message: `The import of ${record.fileName} has started.` } }
  })
  if (answer.ok) await queueImport(payload, id)
  return answer
}
