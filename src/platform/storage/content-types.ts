import { fileTypeFromBuffer } from 'file-type'

import type { BucketName } from './access'
import { invalid } from './errors'

/**
 * What may be stored where, and how it is served (decision 029). Uploaded
 * files are data: a type that a browser runs as a page (HTML, SVG, XML,
 * scripts) is never served inline from the site's origin, folders that people
 * write into take only the types declared for them, and the bytes must be what
 * their declared type says.
 */

/** The types a folder takes; the application declares them (storage knows no domain). */
export type FolderTypes = {
  bucket: BucketName
  /** The start of the object names it covers, such as `artists/`. */
  prefix: string
  types: readonly string[]
  /** What they are, in words, for the refusal ("pictures (JPEG, PNG, WebP, GIF, AVIF) or PDF"). */
  described: string
}

/** Types a browser would run as a document, with scripts. */
const ACTIVE_TYPES = new Set([
  'text/html',
  'application/xhtml+xml',
  'image/svg+xml',
  'text/xml',
  'application/xml',
  'text/xsl',
  'application/xslt+xml',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'application/x-javascript',
  'application/x-shockwave-flash',
  'application/pdf+html',
  'multipart/x-mixed-replace',
])

/** Pictures a browser shows inline and never runs: served inline, everything else as an attachment. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'])

/** No scripts, no same-origin rights, nothing fetched: the policy of every answer of the storage routes. */
export const STORED_FILE_POLICY = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'"

/** Enough of the start of a file for every signature the detector knows. */
export const SNIFF_BYTES = 4100

/** `Text/HTML; charset=utf-8` → `text/html`. */
export function essence(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase()
}

export function isActiveType(contentType: string | undefined): boolean {
  const type = essence(contentType)
  return ACTIVE_TYPES.has(type) || type.endsWith('+xml') || type.includes('javascript')
}

export function servedInline(contentType: string | undefined): boolean {
  return INLINE_TYPES.has(essence(contentType))
}

function folderOf(rules: readonly FolderTypes[], bucket: BucketName, name: string): FolderTypes | undefined {
  return rules.find((rule) => rule.bucket === bucket && name.startsWith(rule.prefix))
}

/** Refuses a type the object's folder does not take, before any byte is stored. */
export function checkDeclaredType(
  rules: readonly FolderTypes[],
  bucket: BucketName,
  name: string,
  contentType: string | undefined,
): void {
  const folder = folderOf(rules, bucket, name)
  const type = essence(contentType) || 'application/octet-stream'
  if (folder && !folder.types.includes(type)) {
    throw invalid(`"${name}" is ${type}; files in ${bucket}/${folder.prefix}… must be ${folder.described}.`)
  }
}

/**
 * Refuses bytes that are not what their declared type says, in a folder that
 * takes only some types. Elsewhere only staff write, and whatever a file
 * holds, the headers it is served with keep it from running.
 */
export async function checkStoredBytes(
  rules: readonly FolderTypes[],
  bucket: BucketName,
  name: string,
  contentType: string | undefined,
  readHead: () => Promise<Uint8Array>,
): Promise<void> {
  if (!folderOf(rules, bucket, name)) return
  const type = essence(contentType) || 'application/octet-stream'
  const detected = (await fileTypeFromBuffer(await readHead()))?.mime as string | undefined
  if (detected !== type) {
    throw invalid(
      detected
        ? `The bytes of "${name}" are ${detected}, not the ${type} it was declared as.`
        : `The bytes of "${name}" are not ${type}: it is not the kind of file it was declared as.`,
    )
  }
}

/**
 * A metadata change may not turn a stored object into a type that runs, nor
 * into one its folder does not take.
 */
export function checkTypeChange(
  rules: readonly FolderTypes[],
  bucket: BucketName,
  name: string,
  from: string | undefined,
  to: string | undefined,
): void {
  if (to === undefined || essence(to) === essence(from)) return
  if (isActiveType(to)) {
    throw invalid(`An object's type cannot be changed to ${essence(to)}, a type that browsers run.`)
  }
  checkDeclaredType(rules, bucket, name, to)
}

/**
 * The headers that keep a stored file from acting in the site's origin, even
 * when opened directly: no scripts, no same-origin rights, no type guessing,
 * and a download rather than a page for anything but a picture.
 */
export function downloadSafetyHeaders(
  contentType: string | undefined,
  name: string,
  storedDisposition: string | undefined,
): Record<string, string> {
  const inline = servedInline(contentType)
  const filename = name.split('/').at(-1) || 'download'
  const attachment = storedDisposition?.trim().toLowerCase().startsWith('attachment')
    ? storedDisposition
    : `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`
  return {
    'content-security-policy': STORED_FILE_POLICY,
    'x-content-type-options': 'nosniff',
    ...(inline
      ? storedDisposition
        ? { 'content-disposition': storedDisposition }
        : {}
      : { 'content-disposition': attachment }),
  }
}
