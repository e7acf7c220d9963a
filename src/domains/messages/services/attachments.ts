import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'

import { fileTypeFromBuffer } from 'file-type'

import { config } from '@/platform/config'
import { DocumentError, readDocument, type Reader } from '@/platform/documents'
import { StorageError, type Caller, type Storage } from '@/platform/storage'

import { conversationPath, messageOf, type Attachment, type Documents } from './conversations'

/**
 * A message's attachments (decision 099): pictures and PDF only, told by their bytes, kept in the storage's
 * private bucket under `messages/{owner}/` (the folder declares the same types, so the storage checks the
 * bytes again), always downloaded as an attachment from a signed address, as grants' documents are.
 */

export const ATTACHMENT_BUCKET = 'private'
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024
export const ATTACHMENTS_PER_MESSAGE = 5
export const ATTACHMENT_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
}
const SYSTEM: Caller = { id: 'messages', staff: true }

export type UploadedFile = { name: string; bytes: Uint8Array }

/** A file name fit to show and to download under: no folders, no control characters, at most 200 characters. */
export function attachmentName(name: string, type: string): string {
  const base = (name.split(/[\\/]/).at(-1) ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return (base || `attachment.${ATTACHMENT_TYPES[type] ?? 'bin'}`).slice(0, 200)
}

/** The type of a file as its bytes say, or null when it is not a picture or a PDF: the name is never believed. */
export async function attachmentType(bytes: Uint8Array): Promise<string | null> {
  const detected = (await fileTypeFromBuffer(bytes))?.mime as string | undefined
  return detected && ATTACHMENT_TYPES[detected] ? detected : null
}

export type Refusal = 'many' | 'large' | 'type'

/** Files checked before any is stored: the first refusal, or none. */
export async function refusalOf(files: readonly UploadedFile[]): Promise<Refusal | null> {
  if (files.length > ATTACHMENTS_PER_MESSAGE) return 'many'
  for (const file of files) {
    if (file.bytes.byteLength > ATTACHMENT_MAX_BYTES) return 'large'
    if (!(await attachmentType(file.bytes))) return 'type'
  }
  return null
}

/** The files kept in the conversation owner's folder, as a message lists them; removed again if one fails. */
export async function keepAttachments(
  storage: Storage,
  owner: number,
  files: readonly UploadedFile[],
): Promise<Attachment[]> {
  const kept: Attachment[] = []
  try {
    for (const file of files) {
      const contentType = (await attachmentType(file.bytes))!
      const name = attachmentName(file.name, contentType)
      const object = `messages/${owner}/${randomUUID()}.${ATTACHMENT_TYPES[contentType]}`
      await storage.upload(SYSTEM, {
        bucket: ATTACHMENT_BUCKET,
        name: object,
        patch: {
          fields: { contentType, contentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(name)}` },
        },
        mediaType: contentType,
        body: Readable.from([Buffer.from(file.bytes)]),
        declaredSize: file.bytes.byteLength,
      })
      kept.push({ file: object, name, contentType, size: file.bytes.byteLength })
    }
  } catch (error) {
    await forgetAttachments(storage, kept)
    throw error
  }
  return kept
}

/** Files kept for a message that was then not written. */
export async function forgetAttachments(storage: Storage, attachments: readonly Attachment[]): Promise<void> {
  for (const a of attachments) await storage.deleteObject(SYSTEM, ATTACHMENT_BUCKET, a.file).catch(() => undefined)
}

const plain = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

/**
 * `GET /messagecenter/{conversation}/files/{message}/{n}`: the message read with the asker's reader (so only
 * the conversation's owner and staff pass the rules), then a redirect to the file's signed download.
 * Anyone else is told there is no such file (404), as for a file that does not exist.
 */
export async function attachmentDownload(
  docs: Documents,
  storage: Storage,
  reader: Reader,
  params: { conversation: string; message: string; n: string },
): Promise<Response> {
  if (reader.userId === null) return plain(401, 'Sign in to open the attachments of your messages.')
  const id = /^[A-Za-z0-9_-]{1,100}$/
  if (!id.test(params.conversation) || !id.test(params.message) || !/^\d{1,2}$/.test(params.n))
    return plain(404, 'There is no such file.')
  let doc
  try {
    doc = await readDocument(
      docs.db,
      docs.service,
      `${conversationPath(params.conversation)}/messages/${params.message}`,
      reader,
    )
  } catch (error) {
    if (error instanceof DocumentError && error.code === 'permission-denied')
      return plain(404, 'There is no such file.')
    throw error
  }
  const attachment = doc ? messageOf(doc).attachments[Number(params.n)] : undefined
  if (!attachment) return plain(404, 'There is no such file.')
  let object
  try {
    object = await storage.getObject(SYSTEM, ATTACHMENT_BUCKET, attachment.file)
  } catch (error) {
    if (error instanceof StorageError) return plain(404, 'There is no such file.')
    throw error
  }
  const location = `${config().FILES_PUBLIC_URL ?? ''}${storage.downloadPath(object)}`
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
}
