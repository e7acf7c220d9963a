import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { PassThrough, Transform } from 'node:stream'

import busboy from 'busboy'
import type { Payload } from 'payload'

import { mayUseControlPanelTool, type Person } from '@/domains/accounts'
import { database } from '@/platform/database/transaction'
import type { Storage } from '@/platform/storage'

import { IMPORTCSV_TOOL } from '../admin/tools'
import { guessMapping } from './mapping'
import { headerOf } from './reading'
import { IMPORTS_CALLER } from './running'
import { sniffDelimiter, sniffEncoding, decoderFor, SNIFF_BYTES } from './sniff'
import { createImport } from './store'
import { importTarget } from './targets'
import { personOf } from '@/platform/payload'

/** Where an import's file is kept: the private bucket, which only staff read. */
export const IMPORTS_FOLDER = 'imports/'
export const UPLOAD_PATH = '/api/imports/upload'

/** What browsers and spreadsheets call a CSV file (Windows names it after Excel). */
const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', 'text/tab-separated-values']

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

function answer(response: ServerResponse, status: number, message: string) {
  // A plain form posted here without JavaScript: the answer is a page a person reads, with the way back.
  const escaped = message.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`)
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>The file was not imported</title></head><body><main><h1>The file was not imported</h1>` +
      `<p role="alert">${escaped}</p><p><a href="/cpanel/${IMPORTCSV_TOOL.name}">Back to the imports</a></p></main></body></html>`,
  )
}

/** Counts the bytes through, refuses past the cap, and keeps the head for sniffing. */
function measured(maxBytes: number) {
  const head: Buffer[] = []
  let headBytes = 0
  let total = 0
  let checkedText = false
  const stage = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length
      if (total > maxBytes) return done(new Refusal(413, `The file is larger than ${maxBytes / 1024 / 1024} MB.`))
      if (headBytes < SNIFF_BYTES) {
        head.push(chunk.subarray(0, SNIFF_BYTES - headBytes))
        headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes)
      }
      // Text has no NUL byte; a spreadsheet's own format (XLSX, a ZIP) or a picture has.
      if (!checkedText && (headBytes >= 512 || total === headBytes)) {
        checkedText = headBytes >= 512
        if (Buffer.concat(head).includes(0))
          return done(new Refusal(415, 'This is not a CSV file: save the sheet as CSV from the spreadsheet first.'))
      }
      done(null, chunk)
    },
  })
  return { stage, head: () => Buffer.concat(head), bytes: () => total }
}

/**
 * `POST /api/imports/upload` (multipart, the `kind` field before the `file`):
 * answered on Node's own streams before Next (decision 043), so the file goes
 * to storage as it arrives and never sits whole in memory. Staff only; the
 * type, the size cap (`IMPORT_MAX_MB`) and the bytes are checked here. On
 * success the browser is sent to the import's page to map its columns.
 */
export async function receiveUpload(
  request: IncomingMessage,
  response: ServerResponse,
  deps: { payload: Payload; storage: Storage; maxBytes: number },
): Promise<void> {
  const { payload, storage, maxBytes } = deps
  try {
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string') headers.set(name, value)
      else if (Array.isArray(value)) headers.set(name, value.join(', '))
    const person = (await personOf(payload, headers)) as Person | null
    if (!person) throw new Refusal(401, 'Sign in as staff to import a file.')
    if (!mayUseControlPanelTool(IMPORTCSV_TOOL, person)) throw new Refusal(403, 'Only staff import files.')
    const declared = Number(request.headers['content-length'] ?? 0)
    if (declared > maxBytes + 64 * 1024) throw new Refusal(413, `The file is larger than ${maxBytes / 1024 / 1024} MB.`)
    if (!(request.headers['content-type'] ?? '').startsWith('multipart/form-data'))
      throw new Refusal(415, 'Send the file with the form on the imports page (multipart/form-data).')
    const id = await new Promise<number>((resolve, reject) => {
      const form = busboy({ headers: request.headers, limits: { files: 1, fields: 5, fileSize: maxBytes + 1 } })
      let kind = ''
      let stored: Promise<number> | null = null
      form.on('field', (name, value) => {
        if (name === 'kind') kind = value
      })
      form.on('file', (_name, file, info) => {
        const target = importTarget(kind)
        const type = info.mimeType.split(';')[0]!.trim().toLowerCase()
        const fileName = info.filename?.trim() || 'file.csv'
        const problem = !target
          ? 'Choose what the file holds.'
          : !CSV_TYPES.includes(type) && !/\.(csv|txt|tsv)$/i.test(fileName)
            ? `This is not a CSV file (${type}): save the sheet as CSV from the spreadsheet first.`
            : null
        if (problem) {
          file.resume()
          reject(new Refusal(problem === 'Choose what the file holds.' ? 400 : 415, problem))
          return
        }
        const measure = measured(maxBytes)
        const body = new PassThrough()
        // Storage reads the body once it has checked the write; an error before then is kept in `failure`.
        body.on('error', () => undefined)
        file.on('limit', () =>
          measure.stage.destroy(new Refusal(413, `The file is larger than ${maxBytes / 1024 / 1024} MB.`)),
        )
        file.pipe(measure.stage).pipe(body)
        let failure: unknown = null
        measure.stage.on('error', (error) => {
          failure = error
          body.destroy(error)
          // The rest of the upload is read and dropped, so the form ends and the refusal is answered.
          file.unpipe(measure.stage)
          file.resume()
        })
        const objectName = `${IMPORTS_FOLDER}${randomUUID()}.csv`
        stored = storage
          .upload(IMPORTS_CALLER, {
            bucket: 'private',
            name: objectName,
            patch: { fields: { contentType: 'text/csv' } },
            mediaType: 'text/csv',
            body,
          })
          .catch((error: unknown) => {
            throw failure ?? error
          })
          .then(async () => {
            const head = measure.head()
            if (measure.bytes() === 0) throw new Refusal(400, 'The file is empty.')
            const encoding = sniffEncoding(head)
            const delimiter = sniffDelimiter(decoderFor(encoding).decode(head))
            const header = await headerOf(head, encoding, delimiter)
            if (!header.some((cell) => cell !== ''))
              throw new Refusal(400, 'The file’s first line has no column names.')
            return createImport(database(payload), {
              kind,
              fileName: fileName.slice(0, 200),
              objectName,
              bytes: measure.bytes(),
              encoding,
              delimiter,
              headers: header,
              mapping: guessMapping(header, target!.fields),
              uploadedBy: Number(person.id),
            })
          })
        stored.catch(() => undefined)
      })
      form.on('close', () => {
        if (stored) stored.then(resolve, reject)
        else reject(new Refusal(400, 'Choose a CSV file to import.'))
      })
      form.on('error', (error) => reject(new Refusal(400, `The form could not be read: ${(error as Error).message}`)))
      request.pipe(form)
    })
    response.writeHead(303, { location: `/cpanel/${IMPORTCSV_TOOL.name}?import=${id}`, 'cache-control': 'no-store' })
    response.end()
  } catch (error) {
    if (error instanceof Refusal) return answer(response, error.status, error.message)
    payload.logger.error({ err: error }, 'An import upload failed')
    answer(response, 500, 'The file could not be stored. Try again, or tell the site’s administrators.')
  }
}
