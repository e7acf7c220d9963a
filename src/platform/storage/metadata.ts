import { z } from 'zod'

import { invalid } from './errors'

/**
 * An object's metadata (PRODUCT.md §3) and the rules that change it: a new
 * generation whenever the bytes are replaced (with metageneration back to 1),
 * metageneration + 1 whenever only the metadata changes.
 */
export type WritableMetadata = {
  contentType?: string
  cacheControl?: string
  contentDisposition?: string
  contentEncoding?: string
  contentLanguage?: string
  customMetadata: Record<string, string>
}

export type StoredObject = WritableMetadata & {
  bucket: string
  name: string
  /** int64 values travel as decimal strings, as in GCS's JSON. */
  generation: string
  metageneration: string
  size: number
  /** Base64 of the MD5 digest, as GCS gives it. */
  md5Hash: string
  /** Base64 of the big-endian CRC32C, which the official client checks after an upload. */
  crc32c: string
  timeCreated: Date
  updated: Date
}

export const HEADER_FIELDS = [
  'contentType',
  'cacheControl',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
] as const

const text = z.string().max(1024).nullable().optional()
const customMap = z.record(z.string().max(1024), z.string().max(8192).nullable()).nullable().optional()

const metadataInput = z.object({
  name: z.string().optional(),
  contentType: text,
  cacheControl: text,
  contentDisposition: text,
  contentEncoding: text,
  contentLanguage: text,
  // GCS calls the custom metadata `metadata`; Firebase's clients call it `customMetadata`.
  metadata: customMap,
  customMetadata: customMap,
})

/** What a request asks to set: a field given as `null` is cleared; a custom key given as `null` is removed. */
export type MetadataPatch = {
  name?: string
  fields: Partial<Record<(typeof HEADER_FIELDS)[number], string | null>>
  custom?: Record<string, string | null> | null
}

/** Reads the JSON metadata of an upload or a PATCH; unknown fields (acl, storageClass…) are ignored. */
export function parseMetadata(body: unknown): MetadataPatch {
  const parsed = metadataInput.safeParse(body ?? {})
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw invalid(`Metadata field "${issue.path.join('.') || '(body)'}" is invalid: ${issue.message}.`)
  }
  const { name, metadata, customMetadata, ...rest } = parsed.data
  const fields: MetadataPatch['fields'] = {}
  for (const field of HEADER_FIELDS) {
    if (rest[field] !== undefined) fields[field] = rest[field]
  }
  const custom = metadata === undefined ? customMetadata : metadata
  return { name, fields, custom }
}

/** The metadata after a patch. */
export function applyPatch(current: WritableMetadata, patch: MetadataPatch): WritableMetadata {
  const next: WritableMetadata = { ...current, customMetadata: { ...current.customMetadata } }
  for (const field of HEADER_FIELDS) {
    const value = patch.fields[field]
    if (value === null || value === '') delete next[field]
    else if (value !== undefined) next[field] = value
  }
  if (patch.custom === null) next.customMetadata = {}
  else if (patch.custom) {
    for (const [key, value] of Object.entries(patch.custom)) {
      if (value === null) delete next.customMetadata[key]
      else next.customMetadata[key] = value
    }
  }
  return next
}

/**
 * A new generation: the time in microseconds, as GCS does, but always above
 * the previous one so that a replacement within the same microsecond (or on
 * a machine whose clock went back) still counts as a change.
 */
export function nextGeneration(previous: string | undefined, nowMs: number): string {
  const now = BigInt(Math.floor(nowMs)) * 1000n
  if (previous === undefined) return now.toString()
  const after = BigInt(previous) + 1n
  return (now > after ? now : after).toString()
}

export function nextMetageneration(current: string): string {
  return (BigInt(current) + 1n).toString()
}

/**
 * GCS's rules for object names — 1–1024 bytes of UTF-8, no control characters — and
 * ours for names read as paths (decision 019): no `.` or `..` segment, no empty segment,
 * no leading `/`, so a name means one place and never climbs out of its folder.
 */
export function checkObjectName(name: string | undefined | null): string {
  if (!name) throw invalid('The object name is missing.')
  if (Buffer.byteLength(name) > 1024) throw invalid('The object name is longer than 1024 bytes of UTF-8.')
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) throw invalid('The object name contains a control character.')
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(name)) {
    throw invalid('The object name is not valid Unicode.')
  }
  if (name.startsWith('/')) throw invalid('The object name cannot begin with "/".')
  const segments = name.split('/')
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    throw invalid('The object name cannot have "." or ".." between its slashes.')
  }
  if (segments.some((segment) => segment === '')) {
    throw invalid('The object name cannot have an empty part ("//", or "/" at its end).')
  }
  return name
}

export type ObjectLinks = { selfLink: string; mediaLink: string }

/** The object resource of GCS's JSON API, with Firebase's `fullPath` and `customMetadata` beside it. */
export function toResource(object: StoredObject, links: ObjectLinks) {
  const resource: Record<string, unknown> = {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${object.generation}`,
    selfLink: links.selfLink,
    mediaLink: links.mediaLink,
    name: object.name,
    fullPath: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: object.metageneration,
    storageClass: 'STANDARD',
    size: String(object.size),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: etagOf(object),
    timeCreated: object.timeCreated.toISOString(),
    updated: object.updated.toISOString(),
    timeStorageClassUpdated: object.timeCreated.toISOString(),
    customMetadata: object.customMetadata,
  }
  for (const field of HEADER_FIELDS) {
    if (object[field] !== undefined) resource[field] = object[field]
  }
  if (Object.keys(object.customMetadata).length > 0) resource.metadata = object.customMetadata
  return resource
}

/** Changes with the bytes and with the metadata, as the resource's `etag`; downloads use the bytes' own. */
function etagOf(object: StoredObject): string {
  return Buffer.from(`${object.generation}/${object.metageneration}`).toString('base64url')
}

/** The HTTP entity tag of the bytes of one generation. */
export function contentEtag(object: Pick<StoredObject, 'generation' | 'md5Hash'>): string {
  return `"${object.generation}-${Buffer.from(object.md5Hash, 'base64').toString('hex')}"`
}
