import { Reference } from './reference'

/** Metadata that can be set on upload or changed later; null removes a field (or a custom key). */
export type SettableMetadata = {
  cacheControl?: string | null
  contentDisposition?: string | null
  contentEncoding?: string | null
  contentLanguage?: string | null
  contentType?: string | null
  customMetadata?: Record<string, string | null> | null
}

export type UploadMetadata = SettableMetadata & {
  /** Base64 MD5 of the bytes; the server refuses the upload when they differ. */
  md5Hash?: string
}

/** Stored file metadata, the fields of PRODUCT.md §3. */
export type FullMetadata = {
  bucket: string
  /** Bucket and object name, so `ref(fullPath)` finds the object again. */
  fullPath: string
  /** The last segment of the path. */
  name: string
  generation: string
  metageneration: string
  size: number
  timeCreated: string
  updated: string
  md5Hash?: string
  cacheControl?: string
  contentDisposition?: string
  contentEncoding?: string
  contentLanguage?: string
  contentType?: string
  customMetadata?: Record<string, string>
  ref: Reference
}

/** The object resource of the Google Cloud Storage JSON API, as far as we read it. */
export type ObjectResource = {
  bucket: string
  name: string
  generation?: string
  metageneration?: string
  size?: string
  timeCreated?: string
  updated?: string
  md5Hash?: string
  cacheControl?: string
  contentDisposition?: string
  contentEncoding?: string
  contentLanguage?: string
  contentType?: string
  metadata?: Record<string, string>
  mediaLink?: string
}

const SETTABLE = ['cacheControl', 'contentDisposition', 'contentEncoding', 'contentLanguage', 'contentType'] as const

export function fromResource(resource: ObjectResource, reference: Reference): FullMetadata {
  const full: FullMetadata = {
    bucket: resource.bucket,
    fullPath: `${resource.bucket}/${resource.name}`,
    name: resource.name.slice(resource.name.lastIndexOf('/') + 1),
    generation: String(resource.generation ?? ''),
    metageneration: String(resource.metageneration ?? ''),
    size: Number(resource.size ?? 0),
    timeCreated: resource.timeCreated ?? '',
    updated: resource.updated ?? '',
    ref: new Reference(reference.storage, resource.bucket, resource.name),
  }
  if (resource.md5Hash !== undefined) full.md5Hash = resource.md5Hash
  for (const field of SETTABLE) {
    const value = resource[field]
    if (value !== undefined) full[field] = value
  }
  if (resource.metadata !== undefined) full.customMetadata = resource.metadata
  return full
}

/** The JSON body for an upload or a PATCH: only the fields given, nulls kept (they delete). */
export function toResource(metadata: UploadMetadata): Record<string, unknown> {
  const resource: Record<string, unknown> = {}
  for (const field of [...SETTABLE, 'md5Hash'] as const) {
    if (metadata[field] !== undefined) resource[field] = metadata[field]
  }
  if (metadata.customMetadata !== undefined) resource.metadata = metadata.customMetadata
  return resource
}
