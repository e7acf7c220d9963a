import path from 'node:path'
import type { Payload } from 'payload'

import { config as settings } from '@/platform/config'
import { postgresOf } from '@/platform/database/transaction'
import {
  createStorage,
  driverFromConfig,
  signingKey,
  type FolderTypes,
  type Storage,
} from '@/platform/storage'

const services = new WeakMap<Payload, Storage>()

/** What people may put in their own folders: the pictures the site shows, and PDF documents (decision 029). */
const PERSONAL_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'application/pdf']
const PERSONAL_FILES = 'pictures (JPEG, PNG, WebP, GIF or AVIF) or PDF documents'

export const FOLDER_TYPES: readonly FolderTypes[] = [
  { bucket: 'public', prefix: 'artists/', types: PERSONAL_FILE_TYPES, described: PERSONAL_FILES },
  { bucket: 'private', prefix: 'users/', types: PERSONAL_FILE_TYPES, described: PERSONAL_FILES },
  // Guide ads' print artwork and its previews (Open Studios, decision 053).
  {
    bucket: 'private',
    prefix: 'open-studios/ads/',
    types: ['image/jpeg', 'image/png', 'image/tiff', 'application/pdf'],
    described: 'JPEG, PNG, TIFF or PDF print artwork',
  },
  // Screenshots sent with problem reports (operations, decision 083).
  {
    bucket: 'private',
    prefix: 'problem-reports/',
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    described: 'pictures (JPEG, PNG, WebP or GIF)',
  },
  // Grants' documents (decision 095), their type told by their bytes before they are stored.
  {
    bucket: 'private',
    prefix: 'grants/',
    types: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.oasis.opendocument.text',
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/gif',
    ],
    described: 'PDF, Word (.docx), OpenDocument text (.odt) or pictures (JPEG, PNG, WebP or GIF)',
  },
  // The message centre's attachments (decision 099), under each conversation owner's folder.
  {
    bucket: 'private',
    prefix: 'messages/',
    types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    described: 'pictures (JPEG, PNG, WebP or GIF) or PDF',
  },
]

/**
 * The application's file storage (decision 019): bytes on the local disk under
 * `{DATA_DIR}/storage` or in an S3-compatible bucket (`STORAGE_DRIVER`, decision 021), metadata in PostgreSQL through Payload's own pool (the
 * launcher already ends that pool on shutdown), limits from the configuration.
 * Apart from `storage.ts` because the Payload config needs it too (the images'
 * storage adapter, decision 022), and `storage.ts` imports the config.
 */
export function storageFor(payload: Payload): Storage {
  let storage = services.get(payload)
  if (!storage) {
    const env = settings()
    storage = createStorage({
      database: postgresOf(payload).pool,
      driver: driverFromConfig(env, path.resolve(env.DATA_DIR)),
      quotaBytes: env.STORAGE_QUOTA_MB * 1024 * 1024,
      sessionLifetimeMs: env.STORAGE_RESUMABLE_HOURS * 60 * 60 * 1000,
      signingKey: signingKey(env.PAYLOAD_SECRET),
      signedUrlLifetimeMs: env.STORAGE_SIGNED_URL_MINUTES * 60 * 1000,
      folderTypes: FOLDER_TYPES,
      log: (message, error) => payload.logger.warn({ err: error }, message),
    })
    services.set(payload, storage)
  }
  return storage
}
