import path from 'node:path'

import type { AppConfig } from '../../config'
import type { StorageDriver } from './driver'
import { localDriver } from './local'
import { s3Driver } from './s3'

export type DriverSettings = Pick<
  AppConfig,
  | 'STORAGE_DRIVER'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>

/** The driver the configuration asks for; local files live under `{dataDir}/storage`. */
export function driverFromConfig(settings: DriverSettings, dataDir: string): StorageDriver {
  if (settings.STORAGE_DRIVER === 'local') return localDriver(path.join(dataDir, 'storage'))
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = settings
  // The configuration refuses STORAGE_DRIVER=s3 without these; this guards a hand-made settings object.
  if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY')
  }
  return s3Driver({
    bucket: S3_BUCKET,
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  })
}
