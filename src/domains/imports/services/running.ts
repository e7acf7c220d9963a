import type { Readable } from 'node:stream'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { recordAudit } from '@/domains/accounts'
import { formatDateTime } from '@/platform/calendar'
import { config } from '@/platform/config'
import { database, inTransaction, rowsOf, type SqlExecutor } from '@/platform/database/transaction'
import type { Caller, Storage } from '@/platform/storage'

import { inWords, LineChecker, type CheckedLine } from './lines'
import { fileLines } from './reading'
import { importRecord, recordLine, saveDryRun, type DryRun, type ImportRecord } from './store'
import { importTarget, type ImportTarget } from './targets'

/**
 * An import's steps after the upload (decision 094): the preview of the first
 * lines, the dry run over the whole file, the import itself in batches —
 * each batch one transaction that also moves the import's count of lines
 * done, so a run cut off resumes after the last committed batch and a second
 * run at once finds the batch done — and the undo, within 7 days.
 */

/** Who reads and writes the imports' files in storage (`private/imports/…`: staff only). */
export const IMPORTS_CALLER: Caller = { id: 'imports', staff: true }

export const BATCH_LINES = 500
export const UNDO_DAYS = 7
const PREVIEW_LINES = 10
const DRY_RUN_REASONS = 50

export type Answer = { ok: true; message: string } | { ok: false; message: string }

export async function openFile(storage: Storage, record: Pick<ImportRecord, 'objectName'>): Promise<Readable> {
  const object = await storage.getObject(IMPORTS_CALLER, 'private', record.objectName)
  return (await storage.openBytes(object)).body
}

/** The data lines of a file (the header left out). */
async function* dataLines(storage: Storage, record: ImportRecord): AsyncGenerator<{ row: number; cells: string[] }> {
  for await (const line of fileLines(await openFile(storage, record), record.encoding, record.delimiter))
    if (line.row > 1) yield line
}

/** A checker of the record's lines, against what its target reads once (the plans; the chosen event). */
async function checkerOf(db: SqlExecutor, target: ImportTarget, record: ImportRecord): Promise<LineChecker> {
  return new LineChecker(target, record.mapping, await target.context?.(db, record.choice))
}

function targetOf(record: ImportRecord): ImportTarget {
  const target = importTarget(record.kind)
  if (!target) throw new Error(`Import #${record.id} is of an unknown kind, ${record.kind}.`)
  return target
}

/** A file that csv-parse cannot read, in words. */
export function unreadable(error: unknown): string | null {
  if (error instanceof Error && 'code' in error && String(error.code).startsWith('CSV_'))
    return `The file cannot be read as CSV: ${error.message}`
  return null
}

export type PreviewLine = { row: number; cells: string[]; problem: string | null }

/** The first lines as the mapping reads them, each with its problems in words. */
export async function previewLines(payload: Payload, storage: Storage, record: ImportRecord): Promise<PreviewLine[]> {
  const checker = await checkerOf(database(payload), targetOf(record), record)
  const lines: PreviewLine[] = []
  for await (const line of dataLines(storage, record)) {
    const checked = checker.check(line.row, line.cells)
    lines.push({ row: line.row, cells: line.cells, problem: checked.ok ? null : inWords(checked) })
    if (lines.length === PREVIEW_LINES) break
  }
  return lines
}

/** The whole file checked, and what it would create, update and skip; nothing written but the counts. */
export async function dryRun(payload: Payload, storage: Storage, record: ImportRecord): Promise<DryRun> {
  const target = targetOf(record)
  const db = database(payload)
  const checker = await checkerOf(db, target, record)
  const result: DryRun = { total: 0, create: 0, update: 0, skip: 0, skipped: [] }
  let values: unknown[] = []
  const count = async () => {
    const kept = [...(await target.find(db, values, false)).values()]
    const updates = kept.filter((found) => target.updates?.(found) ?? true).length
    result.update += updates
    result.create += values.length - updates
    values = []
  }
  for await (const line of dataLines(storage, record)) {
    result.total += 1
    const checked = checker.check(line.row, line.cells)
    if (checked.ok) values.push(checked.value)
    else {
      result.skip += 1
      if (result.skipped.length < DRY_RUN_REASONS) result.skipped.push(inWords(checked))
    }
    if (values.length === 1000) await count()
  }
  await count()
  await saveDryRun(db, record.id, result)
  return result
}

/** One line written in a savepoint: a line the database refuses is skipped with the reason, never half-written. */
async function writeLine(
  db: SqlExecutor,
  target: ImportTarget,
  id: number,
  line: CheckedLine,
  found: Map<string, unknown>,
): Promise<string> {
  if (!line.ok) {
    await recordLine(db, id, {
      row: line.row,
      outcome: 'skipped',
      reason: line.reason,
      email: null,
      targetId: null,
      before: null,
    })
    return 'skipped'
  }
  await db.execute(sql`SAVEPOINT import_line`)
  try {
    const saved = await target.save(db, line.value, found.get(line.key))
    await db.execute(sql`RELEASE SAVEPOINT import_line`)
    await recordLine(db, id, {
      row: line.row,
      outcome: saved.outcome,
      reason: null,
      email: line.email,
      targetId: saved.id,
      before: saved.before,
    })
    return saved.outcome
  } catch (error) {
    await db.execute(sql`ROLLBACK TO SAVEPOINT import_line`)
    const reason = `the database refused it (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`
    await recordLine(db, id, {
      row: line.row,
      outcome: 'skipped',
      reason,
      email: line.email,
      targetId: null,
      before: null,
    })
    return 'skipped'
  }
}

/** A batch written in one transaction, unless another run has moved the import on meanwhile. */
async function writeBatch(
  payload: Payload,
  target: ImportTarget,
  id: number,
  doneBefore: number,
  lines: CheckedLine[],
) {
  return inTransaction<boolean>(payload, async ({ db }) => {
    const locked = await importRecord(db, id, true)
    if (!locked || locked.state !== 'importing' || locked.rowsDone !== doneBefore)
      return { commit: false, value: false }
    const counts = { created: 0, updated: 0, skipped: 0 }
    const found = await target.find(
      db,
      lines.flatMap((line) => (line.ok ? [line.value] : [])),
      true,
    )
    for (const line of lines) counts[(await writeLine(db, target, id, line, found)) as keyof typeof counts] += 1
    await db.execute(sql`
      UPDATE imports SET rows_done = rows_done + ${lines.length}, created_count = created_count + ${counts.created},
        updated_count = updated_count + ${counts.updated}, skipped_count = skipped_count + ${counts.skipped}
      WHERE id = ${id}`)
    return { commit: true, value: true }
  })
}

/**
 * The import's job: reads the file from its start (lines already written are
 * only checked again, so a later line of the same email is still found) and
 * writes batch after batch until the file ends or `budgetMs` has passed.
 * Answers whether the import is finished; `false` when there is more to do,
 * or when another run holds it (that run finishes it).
 */
export async function runImport(
  payload: Payload,
  storage: Storage,
  id: number,
  budgetMs = Number.POSITIVE_INFINITY,
): Promise<{ finished: boolean; rowsDone: number }> {
  const started = performance.now()
  const db = database(payload)
  await db.execute(sql`UPDATE imports SET state = 'importing' WHERE id = ${id} AND state = 'queued'`)
  const record = await importRecord(db, id)
  if (!record || record.state !== 'importing') return { finished: true, rowsDone: record?.rowsDone ?? 0 }
  const target = targetOf(record)
  const checker = await checkerOf(db, target, record)
  let done = record.rowsDone
  let seen = 0
  let batch: CheckedLine[] = []
  const flush = async () => {
    if (!batch.length) return true
    const written = await writeBatch(payload, target, id, done, batch)
    if (written) done += batch.length
    batch = []
    return written
  }
  try {
    for await (const line of dataLines(storage, record)) {
      seen += 1
      const checked = checker.check(line.row, line.cells)
      if (seen <= done) continue
      batch.push(checked)
      if (batch.length === BATCH_LINES) {
        if (!(await flush())) return { finished: false, rowsDone: done }
        if (performance.now() - started > budgetMs) return { finished: false, rowsDone: done }
      }
    }
    if (!(await flush())) return { finished: false, rowsDone: done }
  } catch (error) {
    const problem = unreadable(error)
    if (!problem) throw error
    // The rest of the file cannot be read: what was written stays, and the report says where it stopped.
    payload.logger.warn({ import: id, err: error }, 'An import stopped at a line it could not read')
  }
  await db.execute(sql`UPDATE imports SET state = 'done', finished_at = now(), total_rows = rows_done
                       WHERE id = ${id} AND state = 'importing'`)
  return { finished: true, rowsDone: done }
}

/** Whether an import may still be undone, and if not, why, in words. */
export function undoRefusal(record: Pick<ImportRecord, 'state' | 'finishedAt'>, now: Date): string | null {
  if (record.state === 'undone') return 'This import is undone already.'
  if (record.state !== 'done' || !record.finishedAt) return 'Only a finished import can be undone.'
  const until = new Date(record.finishedAt.getTime() + UNDO_DAYS * 24 * 60 * 60 * 1000)
  if (now.getTime() > until.getTime())
    return `This import finished on ${formatDateTime(record.finishedAt, config().TIMEZONE)}: an import can be undone for ${UNDO_DAYS} days only, until ${formatDateTime(until, config().TIMEZONE)}.`
  return null
}

/**
 * The undo, in one transaction with its audit entry: what the import created
 * is removed and what it changed is put back as it was before. Refused after
 * 7 days, and when staff have since built on a record it created.
 */
export async function undoImport(payload: Payload, actor: number, id: number, now = new Date()): Promise<Answer> {
  return inTransaction<Answer>(payload, async ({ db, req }) => {
    const record = await importRecord(db, id, true)
    if (!record) return { commit: false, value: { ok: false, message: `There is no import #${id}.` } }
    const refusal = undoRefusal(record, now)
    if (refusal) return { commit: false, value: { ok: false, message: refusal } }
    const target = targetOf(record)
    const createdRows = await rowsOf<{ id: number; before: unknown }>(
      db,
      sql`SELECT target_id AS id, before FROM import_rows WHERE import_id = ${id} AND outcome = 'created' ORDER BY row_number`,
    )
    const created = createdRows.map((row) => row.id)
    const kept = await target.keptByLaterWork(db, created)
    if (kept.ids.length)
      return {
        commit: false,
        value: {
          ok: false,
          message: `This import cannot be undone: ${kept.ids.length} ${target.noun}${kept.ids.length === 1 ? '' : 's'} it created (#${kept.ids.slice(0, 5).join(', #')}${kept.ids.length > 5 ? '…' : ''}) must stay, as ${kept.why}.`,
        },
      }
    for (const row of createdRows) await target.remove(db, row.id, row.before)
    let after = 0
    for (;;) {
      const changed = await rowsOf<{ row: number; id: number; before: unknown }>(
        db,
        sql`SELECT row_number AS row, target_id AS id, before FROM import_rows
            WHERE import_id = ${id} AND outcome = 'updated' AND row_number > ${after} ORDER BY row_number LIMIT 1000`,
      )
      for (const line of changed) await target.restore(db, line.id, line.before)
      if (changed.length < 1000) break
      after = changed[changed.length - 1]!.row
    }
    await db.execute(sql`UPDATE imports SET state = 'undone', undone_at = ${now.toISOString()}::timestamptz, undone_by = ${actor}
                         WHERE id = ${id}`)
    await recordAudit(
      payload,
      {
        actor,
        action: 'import.undo',
        targetCollection: 'imports',
        targetId: id,
        target: record.fileName,
        summary: { removed: created.length, restored: record.updated },
      },
      req,
    )
    return {
      commit: true,
      value: {
        ok: true,
        message: `The import of ${record.fileName} is undone: ${created.length} ${target.noun}${created.length === 1 ? '' : 's'} removed, ${record.updated} put back as they were.`,
      },
    }
  })
}
