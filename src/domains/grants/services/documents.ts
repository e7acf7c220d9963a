import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'

import { sql } from '@payloadcms/db-postgres'
import { fileTypeFromBuffer } from 'file-type'
import type { Payload } from 'payload'

import type { Person } from '@/domains/accounts'
import { config } from '@/platform/config'
import { database, inTransaction, rowsOf } from '@/platform/database/transaction'
import { StorageError, type Caller, type Storage } from '@/platform/storage'

import { audit, lockedGrant, refused, type Answer } from './grants'
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, DOCUMENT_TYPES_DESCRIBED } from './vocabulary'
import { personOf } from '@/platform/payload'

/**
 * A grant's documents (decision 095): kept in the storage's private bucket
 * under `grants/`, whose declared types the storage checks again against the
 * bytes; always downloaded as an attachment, through a signed address of the
 * files origin, so no document ever opens as a page of the site.
 */

export const DOCUMENT_BUCKET = 'private'
const FOLDER = 'grants/'
const SYSTEM: Caller = { id: 'grants', staff: true }

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
}

/** A file name fit to show and to download under: no folders, no control characters, at most 200 characters. */
export function documentName(name: string, type: string): string {
  const base = (name.split(/[\\/]/).at(-1) ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return (base || `document.${EXTENSIONS[type] ?? 'bin'}`).slice(0, 200)
}

/** Why a file was not attached, in words: the upload's redirect names one by its key. */
export const DOCUMENT_REFUSALS = {
  empty: 'Choose the file to attach, then send it.',
  large: `This file is over ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB: attach a smaller one.`,
  type: `This file is not a document the tracker keeps: attach ${DOCUMENT_TYPES_DESCRIBED}.`,
  broken: 'The upload did not arrive whole: try again.',
} as const
export type DocumentRefusal = keyof typeof DOCUMENT_REFUSALS

/**
 * The type of a document as its bytes say, or the refusal in words: the
 * name and the browser's claim are never believed.
 */
export async function documentType(bytes: Uint8Array): Promise<{ type: string } | { problem: string }> {
  const detected = (await fileTypeFromBuffer(bytes))?.mime as string | undefined
  if (detected && DOCUMENT_TYPES[detected]) return { type: detected }
  return {
    problem: `This file is ${detected ? `${detected}` : 'of a kind that cannot be told'}: attach ${DOCUMENT_TYPES_DESCRIBED}.`,
  }
}

/** A document attached to a grant: its type checked by its bytes, stored, then listed on the grant, audited. */
export async function attachDocument(
  payload: Payload,
  storage: Storage,
  person: Person | null,
  grant: number,
  file: { name: string; bytes: Uint8Array },
): Promise<Answer> {
  const refusal = refused(person)
  if (refusal) return refusal
  if (file.bytes.byteLength === 0) return { ok: false, message: DOCUMENT_REFUSALS.empty }
  if (file.bytes.byteLength > DOCUMENT_MAX_BYTES) return { ok: false, message: DOCUMENT_REFUSALS.large }
  const typed = await documentType(file.bytes)
  if ('problem' in typed) return { ok: false, message: typed.problem }
  const fileName = documentName(file.name, typed.type)
  const object = `${FOLDER}${grant}/${randomUUID()}.${EXTENSIONS[typed.type]}`
  try {
    await storage.upload(SYSTEM, {
      bucket: DOCUMENT_BUCKET,
      name: object,
      patch: {
        fields: {
          contentType: typed.type,
          // Pictures too: a document is for keeping, and a download opens nothing in the site.
          contentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        },
      },
      mediaType: typed.type,
      body: Readable.from([Buffer.from(file.bytes)]),
      declaredSize: file.bytes.byteLength,
    })
  } catch (error) {
    if (!(error instanceof StorageError)) throw error
    return { ok: false, message: `The file was not kept: ${error.message}` }
  }
  let answer: Answer
  try {
    answer = await inTransaction<Answer>(payload, async (tx) => {
      const found = await lockedGrant(tx.db, grant)
      if (!found) return { commit: false, value: { ok: false, message: `There is no grant #${grant}.` } }
      const made = await payload.create({
        collection: 'grant-documents',
        data: {
          grant,
          fileName,
          object,
          contentType: typed.type,
          bytes: file.bytes.byteLength,
          addedBy: Number(person!.id),
        },
        req: tx.req,
        overrideAccess: true,
      })
      await audit(tx, person!, 'grant.document', grant, found.program, {
        document: made.id,
        fileName,
        contentType: typed.type,
        bytes: file.bytes.byteLength,
      })
      return { commit: true, value: { ok: true, id: made.id, message: `${fileName} is attached.` } }
    })
  } catch (error) {
    // No grant lists the file: it goes too.
    await storage.deleteObject(SYSTEM, DOCUMENT_BUCKET, object).catch(() => undefined)
    throw error
  }
  if (!answer.ok) await storage.deleteObject(SYSTEM, DOCUMENT_BUCKET, object).catch(() => undefined)
  return answer
}

/** A document removed (asked and confirmed on the grant's page): its row and audit entry, then its bytes. */
export async function removeDocument(
  payload: Payload,
  storage: Storage,
  person: Person | null,
  document: number,
): Promise<Answer> {
  const refusal = refused(person)
  if (refusal) return refusal
  const removed = await inTransaction<{ answer: Answer; object?: string }>(payload, async (tx) => {
    const [row] = await rowsOf<{ grant: number; object: string; fileName: string }>(
      tx.db,
      sql`DELETE FROM grant_documents WHERE id = ${document} RETURNING grant_id AS grant, object, file_name AS "fileName"`,
    )
    if (!row)
      return {
        commit: false,
        value: { answer: { ok: false, message: `There is no document #${document}: it may be removed already.` } },
      }
    await audit(tx, person!, 'grant.document.remove', row.grant, row.fileName, { document, object: row.object })
    return {
      commit: true,
      value: { answer: { ok: true, id: row.grant, message: `${row.fileName} is removed.` }, object: row.object },
    }
  })
  if (removed.object)
    await storage
      .deleteObject(SYSTEM, DOCUMENT_BUCKET, removed.object)
      .catch((error: unknown) =>
        payload.logger.warn({ err: error }, `A grant document's file stayed: ${removed.object}`),
      )
  return removed.answer
}

/**
 * `GET /api/grants/documents/{id}`: to staff, a redirect to the document's
 * signed address on the files origin (`FILES_PUBLIC_URL`, or the site's own
 * `/files/…`), served there as an attachment with the storage's inert headers.
 */
export async function documentDownload(
  payload: Payload,
  storage: Storage,
  person: Person | null,
  idText: string,
): Promise<Response> {
  const plain = (status: number, message: string) =>
    new Response(message, {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  if (!person) return plain(401, 'Sign in as staff to open a grant’s documents.')
  if (refused(person)) return plain(403, 'Only staff open a grant’s documents.')
  if (!/^\d{1,10}$/.test(idText)) return plain(404, 'There is no such document.')
  const [row] = await rowsOf<{ object: string }>(
    database(payload),
    sql`SELECT object FROM grant_documents WHERE id = ${Number(idText)}`,
  )
  if (!row) return plain(404, 'There is no such document.')
  const object = await storage.getObject(SYSTEM, DOCUMENT_BUCKET, row.object)
  const location = `${config().FILES_PUBLIC_URL ?? ''}${storage.downloadPath(object)}`
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
}

/**
 * `POST /api/grants/{id}/documents`: the form's file (`document`), checked and
 * kept, then back to the grant's page saying what happened. A plain form post
 * rather than a server action: Next has one body limit for every server
 * action, and only this form needs room for a document (as the ads' artwork, decision 053).
 */
export async function documentUploadResponse(
  payload: Payload,
  storage: Storage,
  request: Request,
  idText: string,
): Promise<Response> {
  const person = await personOf(payload, request.headers)
  if (!person) return new Response('Sign in as staff to attach documents.', { status: 401 })
  if (refused(person)) return new Response('Only staff attach documents to grants.', { status: 403 })
  if (!/^\d{1,10}$/.test(idText)) return new Response('There is no such grant.', { status: 404 })
  const grant = Number(idText)
  const back = (outcome: string) =>
    new Response(null, {
      status: 303,
      headers: {
        location: `${payload.config.routes.admin}/granttracker?grant=${grant}&${outcome}`,
        'cache-control': 'no-store',
      },
    })
  if (Number(request.headers.get('content-length') ?? 0) > DOCUMENT_MAX_BYTES + 64 * 1024) return back('refused=large')
  let file: File | null = null
  try {
    const entry = (await request.formData()).get('document')
    file = entry instanceof File ? entry : null
  } catch {
    return back('refused=broken')
  }
  if (!file || file.size === 0) return back('refused=empty')
  const answer = await attachDocument(payload, storage, person, grant, {
    name: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()),
  })
  if (answer.ok) return back(`attached=${answer.id}`)
  if (answer.message.startsWith('There is no grant')) return new Response(answer.message, { status: 404 })
  return back(answer.message === DOCUMENT_REFUSALS.large ? 'refused=large' : 'refused=type')
}

/**
 * `POST /api/grants/documents/{id}`: the removal confirmed on the grant's
 * page (a form, as the upload, so the storage is the application's), then
 * back to the grant's page saying it is gone.
 */
export async function documentRemovalResponse(
  payload: Payload,
  storage: Storage,
  request: Request,
  idText: string,
): Promise<Response> {
  const person = await personOf(payload, request.headers)
  if (!person) return new Response('Sign in as staff to remove documents.', { status: 401 })
  if (refused(person)) return new Response('Only staff remove grants’ documents.', { status: 403 })
  if (!/^\d{1,10}$/.test(idText)) return new Response('There is no such document.', { status: 404 })
  const answer = await removeDocument(payload, storage, person, Number(idText))
  if (!answer.ok) return new Response(answer.message, { status: 404, headers: { 'cache-control': 'no-store' } })
  return new Response(null, {
    status: 303,
    headers: {
      location: `${payload.config.routes.admin}/granttracker?grant=${answer.id}&removed=document`,
      'cache-control': 'no-store',
    },
  })
}
