import type { Payload } from 'payload'

import type { Reader } from '@/platform/documents'
import type { Storage } from '@/platform/storage'
import type { User } from '@/payload-types'

import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_MESSAGE,
  forgetAttachments,
  keepAttachments,
  refusalOf,
  type UploadedFile,
} from './attachments'
import {
  conversationAt,
  markRead,
  sendPersonMessage,
  startConversation,
  type Answer,
  type Attachment,
  type Documents,
} from './conversations'
import { chosenRecord, recordsOf } from './records'
import { readerOf } from './store'

/**
 * The message centre's form posts (decision 099): plain route files rather than server actions, as grants'
 * documents — Next has one body limit for every server action, and only these forms carry files. Without
 * JavaScript they are the whole way: post, then a redirect back to the page saying what happened.
 */

/** What went wrong, by the short name the redirect carries (never the words, so no link can put words on the page). */
export const PROBLEMS = {
  empty: 'Write your message first.',
  long: 'A message is at most 10,000 characters.',
  subject: 'Give your conversation a subject of at most 200 characters.',
  topic: 'Choose what your conversation is about.',
  many: `Attach at most ${ATTACHMENTS_PER_MESSAGE} files to one message.`,
  large: `Each file is at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB: attach a smaller one.`,
  type: 'Attach pictures (JPEG, PNG, WebP or GIF) or PDF files only.',
  broken: 'The message did not arrive whole: try again.',
  closed: 'An announcement is not answered here: start a new conversation instead.',
} as const
export type Problem = keyof typeof PROBLEMS

export const problemOf = (value: string | string[] | undefined): string | null =>
  typeof value === 'string' && value in PROBLEMS ? PROBLEMS[value as Problem] : null

function problemFor(message: string): Problem {
  if (message.startsWith('Write')) return 'empty'
  if (message.startsWith('A message')) return 'long'
  if (message.includes('subject')) return 'subject'
  if (message.startsWith('An announcement')) return 'closed'
  return 'topic'
}

const back = (location: string) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
const plain = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

type Posted = { form: FormData; files: UploadedFile[] } | Problem

async function readPost(request: Request): Promise<Posted> {
  const most = ATTACHMENTS_PER_MESSAGE * ATTACHMENT_MAX_BYTES + 64 * 1024
  if (Number(request.headers.get('content-length') ?? 0) > most) return 'large'
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return 'broken'
  }
  const files: UploadedFile[] = []
  for (const entry of form.getAll('files'))
    if (entry instanceof File && entry.size > 0)
      files.push({ name: entry.name, bytes: new Uint8Array(await entry.arrayBuffer()) })
  return { form, files }
}

const field = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** Checks the files, keeps them, runs `write` with them; the files go again when the message is not written. */
async function withAttachments(
  storage: Storage,
  owner: number,
  files: UploadedFile[],
  write: (attachments: Attachment[]) => Promise<Answer>,
): Promise<Answer | Problem> {
  const refusal = await refusalOf(files)
  if (refusal) return refusal
  const attachments = await keepAttachments(storage, owner, files)
  try {
    const answer = await write(attachments)
    if (!answer.ok) await forgetAttachments(storage, attachments)
    return answer
  } catch (error) {
    await forgetAttachments(storage, attachments)
    throw error
  }
}

/** `POST /messagecenter/start`: a new conversation with its first message, then to it. */
export async function startConversationResponse(
  payload: Payload,
  docs: Documents,
  storage: Storage,
  person: User | null,
  request: Request,
): Promise<Response> {
  if (!person) return back('/login?next=%2Fmessagecenter%2Fnew')
  const posted = await readPost(request)
  if (typeof posted === 'string') return back(`/messagecenter/new?problem=${posted}`)
  const { form, files } = posted
  const about = chosenRecord(await recordsOf(payload, person), field(form, 'about'))
  const reader = readerOf(person)
  const answer = await withAttachments(storage, reader.userId!, files, (attachments) =>
    startConversation(docs, reader, {
      topic: field(form, 'topic'),
      subject: field(form, 'subject'),
      text: field(form, 'text'),
      about,
      attachments,
    }),
  )
  if (typeof answer === 'string') return back(`/messagecenter/new?problem=${answer}`)
  if (!answer.ok) return back(`/messagecenter/new?problem=${problemFor(answer.message)}`)
  return back(`/messagecenter/${answer.id}`)
}

/** `POST /messagecenter/{id}/write`: the person's message in their conversation, then back to it. */
export async function writeMessageResponse(
  docs: Documents,
  storage: Storage,
  person: User | null,
  request: Request,
  id: string,
): Promise<Response> {
  const page = `/messagecenter/${encodeURIComponent(id)}`
  if (!person) return back(`/login?next=${encodeURIComponent(page)}`)
  const reader = readerOf(person)
  const found = await conversationOwner(docs, reader, id)
  if (found === null) return plain(404, 'There is no such conversation.')
  const posted = await readPost(request)
  if (typeof posted === 'string') return back(`${page}?problem=${posted}#write`)
  const answer = await withAttachments(storage, found, posted.files, (attachments) =>
    sendPersonMessage(docs, reader, id, { text: field(posted.form, 'text'), attachments }),
  )
  if (typeof answer === 'string') return back(`${page}?problem=${answer}#write`)
  if (!answer.ok) return back(`${page}?problem=${problemFor(answer.message)}#write`)
  return back(`${page}#latest`)
}

/** `POST /messagecenter/{id}/read`: the live page's read mark, moved when a new message has been shown. */
export async function readMarkResponse(docs: Documents, person: User | null, id: string): Promise<Response> {
  if (!person) return plain(401, 'Sign in to read your messages.')
  const reader = readerOf(person)
  if ((await conversationOwner(docs, reader, id)) === null) return plain(404, 'There is no such conversation.')
  await markRead(docs, reader, id, 'person')
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}

async function conversationOwner(docs: Documents, reader: Reader, id: string): Promise<number | null> {
  return (await conversationAt(docs, reader, id))?.owner ?? null
}
