import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { EmptyState, ToolTable, toolView, type ToolContext } from '@/platform/cpanel'
import { ToolForm } from '@/platform/cpanel/ToolForm'
import { config } from '@/platform/config'

import { backupStatus, DAILY_BACKUP_AT, siteBackups } from '../services/backups'
import { backUpNowAction } from './actions'
import { BackupWarningText, backupTime, backupSize } from './BackupWarning'
import { BACKUPS_TOOL as tool } from './tools'

/**
 * `/cpanel/backups` (decision 070): the backups kept, newest first, with
 * their time in the organisation's time zone, size and place; "Back up now".
 * Nothing here is destructive and the list is short (the newest kept), so it
 * is neither paged nor sorted (decision 087). Staff only, checked here and in
 * the action.
 */
export async function BackupsTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, backupList, { wide: true })
}

async function backupList({ payload }: ToolContext) {
  const { TIMEZONE, BACKUP_KEEP } = config()
  const backups = siteBackups(payload)
  const kept = await backups.store.list()
  const status = backupStatus(kept, new Date())
  return (
    <>
      <BackupWarningText status={status} timeZone={TIMEZONE} />
      <section className="cpanel-tool__section" aria-labelledby="backups-heading">
        <h2 id="backups-heading">
          {kept.length === 1 ? 'One backup kept' : `${kept.length} backups kept`} in {backups.store.describe()}
        </h2>
        <p>
          A backup is made every day after {DAILY_BACKUP_AT} ({TIMEZONE}); the newest {BACKUP_KEEP} are kept. Restore
          one with <code>npm run restore -- FILE</code> into an empty data directory or database.
        </p>
        {kept.length ? (
          <ToolTable columns={['Made', 'Size', 'Where']} caption="Backups kept">
            {kept.map((backup) => (
              <tr key={backup.name}>
                <td>{backupTime(backup.createdAt, TIMEZONE)}</td>
                <td>{backupSize(backup.size)}</td>
                <td>
                  <code>{backup.where}</code>
                </td>
              </tr>
            ))}
          </ToolTable>
        ) : (
          <EmptyState title="No backup yet.">
            The first is made tonight after {DAILY_BACKUP_AT}; to have one at once, use “Back up now” below.
          </EmptyState>
        )}
      </section>
      <section className="cpanel-tool__section" aria-labelledby="backup-now-heading">
        <h2 id="backup-now-heading">Back up now</h2>
        <p>The site stays up while it runs; what is written meanwhile goes into the next one.</p>
        <ToolForm action={backUpNowAction} id="backup-now" submit="Back up now" />
      </section>
    </>
  )
}
