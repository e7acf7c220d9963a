import Link from 'next/link'
import type { ServerProps } from 'payload'

import { isStaff } from '@/domains/accounts'
import { formatInstant } from '@/platform/calendar'
import { config } from '@/platform/config'

import { backupStatus, siteBackups, type BackupStatus } from '../services/backups'

export const backupTime = (at: Date, timeZone: string) =>
  formatInstant(at, timeZone, { dateStyle: 'medium', timeStyle: 'short' })

export const backupSize = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** The last backup in words, as a warning when there is none or it is older than two days. */
export function BackupWarningText({ status, timeZone }: { status: BackupStatus; timeZone: string }) {
  const { last, stale } = status
  const said = last
    ? `The last backup was made ${backupTime(last.createdAt, timeZone)} (${backupSize(last.size)}).`
    : 'No backup has been made yet.'
  if (!stale) return <p className="cpanel-tool__message">{said}</p>
  return (
    <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
      Warning: {said} {last ? 'It is more than two days old: check' : 'Check'} the daily backup job, or{' '}
      <Link href="/cpanel/backups">back up now</Link>.
    </div>
  )
}

/** On the control panel's dashboard, for staff: the last backup, and the warning when it is stale. */
export async function BackupWarning({ payload, user }: ServerProps) {
  if (!isStaff(user)) return null
  const status = backupStatus(await siteBackups(payload).store.list(), new Date())
  return <BackupWarningText status={status} timeZone={config().TIMEZONE} />
}
