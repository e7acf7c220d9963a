import { invalidRootOperation, StorageError } from './errors'
import {
  fromResource,
  toResource,
  type FullMetadata,
  type ObjectResource,
  type SettableMetadata,
  type UploadMetadata,
} from './metadata'
import { Reference } from './reference'
import { bytesFromString, type StringFormat } from './string-data'
import { bucketUrl, objectUrl, operation, readJson, targetOf } from './transport'
import { UploadTask, type UploadData } from './upload-task'

export type UploadResult = { metadata: FullMetadata; ref: Reference }

export type ListOptions = { maxResults?: number; pageToken?: string }

export type ListResult = { prefixes: Reference[]; items: Reference[]; nextPageToken?: string }

function refuseRoot(reference: Reference, operationName: string): void {
  if (reference.isRoot) throw invalidRootOperation(operationName)
}

/** Starts an upload that can be watched, paused, resumed and canceled. Throws at once for a bucket's root. */
export function uploadBytesResumable(reference: Reference, data: UploadData, metadata?: UploadMetadata): UploadTask {
  refuseRoot(reference, 'uploadBytesResumable')
  return new UploadTask(reference, data, metadata)
}

/**
 * Uploads and waits. Unlike Firebase's, which sends any size in one request,
 * this goes the way of `uploadBytesResumable`: one request up to 256 KB,
 * resumable chunks above.
 */
export async function uploadBytes(
  reference: Reference,
  data: UploadData,
  metadata?: UploadMetadata,
): Promise<UploadResult> {
  const snapshot = await uploadBytesResumable(reference, data, metadata)
  return { metadata: snapshot.metadata!, ref: reference }
}

/** Uploads the bytes a string stands for; a data URL's content type is used unless `metadata` names one. */
export async function uploadString(
  reference: Reference,
  value: string,
  format: StringFormat = 'raw',
  metadata: UploadMetadata = {},
): Promise<UploadResult> {
  refuseRoot(reference, 'uploadString')
  const { bytes, contentType } = bytesFromString(format, value)
  return uploadBytes(reference, bytes, { ...metadata, contentType: metadata.contentType ?? contentType })
}

async function readResource(reference: Reference): Promise<ObjectResource> {
  const response = await operation(reference.storage, targetOf(reference, 'object'), objectUrl(reference))
  return readJson<ObjectResource>(response)
}

export async function getMetadata(reference: Reference): Promise<FullMetadata> {
  refuseRoot(reference, 'getMetadata')
  return fromResource(await readResource(reference), reference)
}

/** Changes the given fields; null removes a field, or a key of `customMetadata`. */
export async function updateMetadata(reference: Reference, metadata: SettableMetadata): Promise<FullMetadata> {
  refuseRoot(reference, 'updateMetadata')
  const response = await operation(reference.storage, targetOf(reference, 'object'), objectUrl(reference), {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify(toResource(metadata)),
  })
  return fromResource(await readJson<ObjectResource>(response), reference)
}

/** The address to download the object from: the server's `mediaLink` (public objects stable, private ones signed). */
export async function getDownloadURL(reference: Reference): Promise<string> {
  refuseRoot(reference, 'getDownloadURL')
  const { mediaLink } = await readResource(reference)
  if (!mediaLink) {
    throw new StorageError('storage/no-download-url', `The object '${reference.fullPath}' has no download address.`)
  }
  return mediaLink.startsWith('/') ? `${reference.storage.baseUrl}${mediaLink}` : mediaLink
}

export async function deleteObject(reference: Reference): Promise<void> {
  refuseRoot(reference, 'deleteObject')
  await operation(reference.storage, targetOf(reference, 'object'), objectUrl(reference), { method: 'DELETE' })
}

/**
 * One page of what lies directly below a reference: objects (`items`) and
 * folders (`prefixes`). Pass `nextPageToken` back as `pageToken` for the next page.
 */
export async function list(reference: Reference, options: ListOptions = {}): Promise<ListResult> {
  const { maxResults, pageToken } = options
  if (maxResults !== undefined && !(Number.isInteger(maxResults) && maxResults >= 1 && maxResults <= 1000)) {
    throw new StorageError(
      'storage/invalid-argument',
      `maxResults must be a whole number from 1 to 1000, not ${maxResults}.`,
    )
  }
  const query = new URLSearchParams({ delimiter: '/' })
  if (!reference.isRoot) query.set('prefix', `${reference.objectPath}/`)
  if (maxResults !== undefined) query.set('maxResults', String(maxResults))
  if (pageToken) query.set('pageToken', pageToken)
  const response = await operation(
    reference.storage,
    targetOf(reference, 'bucket'),
    `${bucketUrl(reference)}/o?${query}`,
  )
  const page = await readJson<{ items?: ObjectResource[]; prefixes?: string[]; nextPageToken?: string }>(response)
  const at = (path: string) => new Reference(reference.storage, reference.bucket, path)
  const result: ListResult = {
    prefixes: (page.prefixes ?? []).map((prefix) => at(prefix.replace(/\/$/, ''))),
    items: (page.items ?? []).map((item) => at(item.name)),
  }
  if (page.nextPageToken) result.nextPageToken = page.nextPageToken
  return result
}

/** Every page of `list`, gathered. Memory grows with the folder: prefer `list` for large ones. */
export async function listAll(reference: Reference): Promise<ListResult> {
  const all: ListResult = { prefixes: [], items: [] }
  let pageToken: string | undefined
  do {
    const page = await list(reference, { pageToken })
    all.prefixes.push(...page.prefixes)
    all.items.push(...page.items)
    pageToken = page.nextPageToken
  } while (pageToken)
  return all
}
