import { Readable } from 'node:stream'

import type { Payload } from 'payload'

import { isStaff } from '@/domains/accounts'
import { config } from '@/platform/config'
import { STORED_FILE_POLICY, type Storage } from '@/platform/storage'

import { ARTWORK_MAX_BYTES, megabytes } from './ad-artwork-check'
import { artworkFile, sendArtwork } from './ad-artwork'
import { personOf } from '@/platform/payload'

/**
 * The artwork's upload and downloads as HTTP (decision 053). The upload is a
 * plain form post (`multipart/form-data`) to this route rather than a server
 * action: Next has one body limit for every server action, and only this
 * form needs room for a print file. It answers with a redirect back to the
 * ad's page, carrying what the checks said in a short-lived cookie that the
 * page shows once for that upload.
 */

export const UPLOAD_COOKIE = 'os-ad-upload'
const FLASH_SECONDS = 120
/** Room for the form's own parts around the largest file. */
const FORM_OVERHEAD = 64 * 1024

export type UploadFlash = { stamp: string; ok: boolean; problems: string[]; warnings: string[] }

const ID = /^\d{1,10}$/

function flashCookie(id: number, flash: UploadFlash): string {
  const value = Buffer.from(JSON.stringify(flash)).toString('base64url')
  const secure = config().production ? '; Secure' : ''
  return `${UPLOAD_COOKIE}=${value}; Path=/adportal/${id}; Max-Age=${FLASH_SECONDS}; HttpOnly; SameSite=Lax${secure}`
}

/** What the page shows after an upload: the cookie's answer, when it is the one for the address's `upload`. */
export function uploadFlash(cookie: string | undefined, stamp: string | undefined): UploadFlash | null {
  if (!cookie || !stamp) return null
  try {
    const flash = JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')) as UploadFlash
    if (flash.stamp !== stamp || !Array.isArray(flash.problems) || !Array.isArray(flash.warnings)) return null
    return flash
  } catch {
    return null
  }
}

function backTo(id: number, flash?: UploadFlash): Response {
  const location = new URL(`/adportal/${id}${flash ? `?upload=${flash.stamp}` : ''}`, config().PUBLIC_URL)
  const headers = new Headers({ location: location.pathname + location.search, 'cache-control': 'no-store' })
  if (flash) headers.append('set-cookie', flashCookie(id, flash))
  return new Response(null, { status: 303, headers })
}

/** `POST /api/open-studios/ads/{id}/artwork`: the form's file, checked and kept, or refused in words. */
export async function artworkUploadResponse(
  payload: Payload,
  storage: Storage,
  request: Request,
  idText: string,
): Promise<Response> {
  if (!ID.test(idText)) return new Response('There is no such ad.', { status: 404 })
  const id = Number(idText)
  const person = await personOf(payload, request.headers)
  if (!person) {
    return new Response(null, {
      status: 303,
      headers: { location: `/login?next=${encodeURIComponent(`/adportal/${id}`)}` },
    })
  }
  const stamp = String(Date.now())
  const refuse = (problem: string) => backTo(id, { stamp, ok: false, problems: [problem], warnings: [] })
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > ARTWORK_MAX_BYTES + FORM_OVERHEAD) {
    return refuse(
      `The file is about ${megabytes(declared)}; the largest artwork taken is ${megabytes(ARTWORK_MAX_BYTES)}.`,
    )
  }
  let file: File | null = null
  try {
    const entry = (await request.formData()).get('artwork')
    file = entry instanceof File ? entry : null
  } catch {
    return refuse('The upload did not arrive whole: try again.')
  }
  if (!file || file.size === 0) return refuse('Choose the artwork’s file, then send it.')
  const answer = await sendArtwork(payload, storage, {
    adOrder: id,
    person,
    staff: isStaff(person),
    fileName: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()),
    timeZone: config().TIMEZONE,
  })
  if (!answer.ok && answer.notFound) return new Response('There is no such ad.', { status: 404 })
  return backTo(id, {
    stamp,
    ok: answer.ok,
    problems: answer.ok ? [] : answer.problems,
    warnings: answer.warnings,
  })
}

/** `GET /api/open-studios/ads/{id}/artwork?file=original|preview`: for the ad's buyer and staff only. */
export async function artworkDownloadResponse(
  payload: Payload,
  storage: Storage,
  request: Request,
  idText: string,
): Promise<Response> {
  const which = new URL(request.url).searchParams.get('file') === 'original' ? 'original' : 'preview'
  const person = ID.test(idText) ? await personOf(payload, request.headers) : null
  const file = person
    ? await artworkFile(payload, storage, { adOrder: Number(idText), which, person, staff: isStaff(person) })
    : null
  if (!file) return new Response('There is no such file.', { status: 404, headers: { 'cache-control': 'no-store' } })
  const disposition = `${file.inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`
  return new Response(Readable.toWeb(file.body) as ReadableStream, {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.bytes),
      'content-disposition': disposition,
      'content-security-policy': STORED_FILE_POLICY,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  })
}
