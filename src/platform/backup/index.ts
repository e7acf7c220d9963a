import path from 'node:path'
import type { Pool } from 'pg'

import type { AppConfig } from '../config'
import { driverFromConfig, type DriverSettings } from '../storage/drivers'
import type { StorageDriver } from '../storage/drivers/driver'
import { backupName, folderStore, keepNewest, s3Store, type BackupStore, type StoredBackup } from './store'
import { writeBackup, type BackupProgress, type BackupSummary } from './write'

export { BackupError, type BackupHeader, type Manifest } from './format'
export { migrationsOfBackup, openBackup, restoreBackup, type OpenedBackup, type RestoreSummary } from './restore'
export { backupName, folderStore, keepNewest, s3Store, type BackupStore, type StoredBackup } from './store'
export { writeBackup, type BackupProgress, type BackupSummary } from './write'

/** The backups' own settings, and the storage's, whose bucket may hold them. */
export type BackupSettings = Pick<AppConfig, 'DATA_DIR' | 'BACKUP_DIR' | 'BACKUP_KEEP'> & DriverSettings

/** `BACKUP_DIR` when set; else the storage's S3 bucket when files are there; else `{DATA_DIR}/backups`. */
export function backupStoreFromConfig(settings: BackupSettings): BackupStore {
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = settings
  if (
    !settings.BACKUP_DIR &&
    settings.STORAGE_DRIVER === 's3' &&
    S3_BUCKET &&
    S3_ACCESS_KEY_ID &&
    S3_SECRET_ACCESS_KEY
  ) {
    return s3Store({
      bucket: S3_BUCKET,
      region: settings.S3_REGION,
      endpoint: settings.S3_ENDPOINT,
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
    })
  }
  return folderStore(path.resolve(settings.BACKUP_DIR ?? path.join(settings.DATA_DIR, 'backups')))
}

export type Backups = {
  store: BackupStore
  /** Writes one archive into the store, then keeps the newest `keep`. */
  make(options?: { onProgress?: (progress: BackupProgress) => void }): Promise<MadeBackup>
}

export type MadeBackup = { backup: StoredBackup; summary: BackupSummary; removed: string[]; ms: number }

export function backups(options: {
  pool: Pick<Pool, 'connect'>
  driver: StorageDriver
  dataDir: string
  store: BackupStore
  keep: number
}): Backups {
  return {
    store: options.store,
    async make({ onProgress } = {}) {
      const started = performance.now()
      const { value: summary, backup } = await options.store.save(backupName(new Date()), (output) =>
        writeBackup({ pool: options.pool, driver: options.driver, dataDir: options.dataDir, onProgress }, output),
      )
      const removed = await keepNewest(options.store, options.keep)
      return { backup, summary, removed, ms: Math.round(performance.now() - started) }
    },
  }
}

/** The application's backups, from its settings, on the pool it is given (Payload's). */
export function backupsFromConfig(settings: BackupSettings, pool: Pick<Pool, 'connect'>): Backups {
  const dataDir = path.resolve(settings.DATA_DIR)
  return backups({
    pool,
    driver: driverFromConfig(settings, dataDir),
    dataDir,
    store: backupStoreFromConfig(settings),
    keep: settings.BACKUP_KEEP,
  })
}
