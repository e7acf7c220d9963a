export { OPERATIONS_TOOLS } from './admin/tools'
export { operationsTasks } from './jobs'
export { backupStatus, backUpNow, dailyBackupDue, siteBackups, STALE_AFTER_MS } from './services/backups'
