import type { Payload } from 'payload'

import { isStaff, recordAudit, type Person } from '@/domains/accounts'
import { backupsFromConfig, type Backups, type MadeBackup, type StoredBackup } from '@/platform/backup'
import { instantOf, organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { postgresOf } from '@/platform/database/transaction'

/** The day's backup is made at the first turn from this time of day in the organisation's time zone, when few people write. */
export const DAILY_BACKUP_AT = '02:30'

/** A last backup older than this is a warning on the control panel. */
export const STALE_AFTER_MS = 2 * 24 * 60 * 60 * 1000

/**
 * Whether today's backup is still to be made: it is past `DAILY_BACKUP_AT`
 * in the organisation's time zone and no backup was made since. A run cut
 * off before its archive was whole left none, so the next turn makes it.
 */
export function dailyBackupDue(now: Date, last: Date | null, timeZone: string): boolean {
  const todays = instantOf(`${organisationDate(now, timeZone)}T${DAILY_BACKUP_AT}`, timeZone)
  return now >= todays && (!last || last < todays)
}

export type BackupStatus = { last: StoredBackup | null; stale: boolean }

/** The newest backup, and whether the control panel should warn (none, or older than two days). */
export function backupStatus(backups: readonly StoredBackup[], now: Date): BackupStatus {
  const last = backups[0] ?? null
  return { last, stale: !last || now.getTime() - last.createdAt.getTime() > STALE_AFTER_MS }
}

/** The site's backups, on Payload's pool, from the settings (`BACKUP_DIR`, `BACKUP_KEEP`, the storage's). */
export function siteBackups(payload: Payload): Backups {
  return backupsFromConfig(config(), postgresOf(payload).pool)
}

export type BackUpNow = { ok: true; made: MadeBackup } | { ok: false; message: string }

/** "Back up now" from the control panel: staff only; one archive, in the audit log under the person who asked. */
export async function backUpNow(payload: Payload, person: Person | null | undefined): Promise<BackUpNow> {
  if (!person || !isStaff(person)) return { ok: false, message: 'Only staff can back up the site.' }
  const made = await siteBackups(payload).make()
  await recordAudit(payload, {
    actor: Number(person.id),
    action: 'backup.made',
    target: made.backup.name,
    summary: { size: made.backup.size, rows: made.summary.rows, files: made.summary.files, ms: made.ms },
  })
  return { ok: true, made }
}
