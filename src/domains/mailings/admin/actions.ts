'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import type { Payload } from 'payload'

import { toolCaller } from '@/domains/accounts'
import { sendOnce } from '@/domains/comms'
import { config } from '@/platform/config'
import { database, inTransaction } from '@/platform/database/transaction'
import { type ActionState, idField, text } from '@/platform/forms'

import { mailingSite, queueSending } from '../jobs'
import { mailingProblems, testSendKey, type MailingBlock } from '../services/content'
import { DRAFT_FIELDS, readDraft, readSendAt, type DraftField } from '../services/drafts'
import { blockFromForm } from '../services/block-form'
import { cardBlockFromPage } from '../services/site-card'
import { recipientMail, resendUnknown } from '../services/sending'
import {
  createMailing,
  DEFAULT_RATE_PER_MINUTE,
  mailingById,
  MAX_RATE_PER_MINUTE,
  saveDraft,
  scheduleMailing,
  setRate,
  unscheduleMailing,
} from '../services/store'
import { GROUP_MAILER_TOOL as tool } from './tools'

const FROZEN = 'This mailing is no longer a draft: once scheduled or sending, its words cannot change.'
const NO_SUCH = 'There is no such mailing.'

function draftValues(form: FormData): Record<DraftField, string> {
  return Object.fromEntries(DRAFT_FIELDS.map((name) => [name, text(form, name)])) as Record<DraftField, string>
}

/** A new draft, then its own page. */
export async function createMailingAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(tool)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const { payload, person } = caller
  const values = { ...draftValues(form), ratePerMinute: text(form, 'ratePerMinute') || String(DEFAULT_RATE_PER_MINUTE) }
  const read = await readDraft(payload, values, [])
  if (!read.ok)
    return { status: 'error', message: 'Please check the mailing.', fields: values, fieldErrors: read.errors }
  const id = await createMailing(database(payload), read.draft, person.id)
  redirect(`${payload.config.routes.admin}/${tool.name}?mailing=${id}`)
}

/** A draft's subject, topic, audience and rate saved. */
export async function saveMailingAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(tool)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const { payload } = caller
  const id = idField(form, 'mailing')
  const mailing = id ? await mailingById(database(payload), id) : null
  if (!mailing) return { status: 'error', message: NO_SUCH }
  const values = draftValues(form)
  const read = await readDraft(payload, values, mailing.blocks)
  if (!read.ok)
    return { status: 'error', message: 'Please check the mailing.', fields: values, fieldErrors: read.errors }
  if (!(await saveDraft(database(payload), mailing.id, read.draft))) return { status: 'error', message: FROZEN }
  refresh()
  return { status: 'done', message: 'Saved.' }
}

async function changeBlocks(
  form: FormData,
  change: (blocks: MailingBlock[], payload: Payload) => MailingBlock[] | string | Promise<MailingBlock[] | string>,
) {
  const caller = await toolCaller(tool)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal } as const
  const { payload } = caller
  const id = idField(form, 'mailing')
  const mailing = id ? await mailingById(database(payload), id) : null
  if (!mailing) return { status: 'error', message: NO_SUCH } as const
  const blocks = await change(mailing.blocks, payload)
  if (typeof blocks === 'string') return { status: 'error', message: blocks } as const
  const draft = { ...mailing, blocks }
  if (!(await saveDraft(database(payload), mailing.id, draft))) return { status: 'error', message: FROZEN } as const
  refresh()
  return { status: 'done', message: 'Saved.' } as const
}

/** One block added at the end of a draft. */
export async function addBlockAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const read = blockFromForm({
    kind: text(form, 'kind'),
    words: text(form, 'words'),
    title: text(form, 'title'),
    link: text(form, 'link'),
  })
  if (!read.ok) return { status: 'error', message: read.problem, fields: read.fields, fieldErrors: read.errors }
  return changeBlocks(form, (blocks) =>
    blocks.length >= 50 ? 'A mailing has at most 50 blocks.' : [...blocks, read.block],
  )
}

/** An artist's or an event's card made from its page on the site, added at the end of a draft. */
export async function addCardAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const page = text(form, 'page')
  const answer = await changeBlocks(form, async (blocks, payload) => {
    if (blocks.length >= 50) return 'A mailing has at most 50 blocks.'
    const { PUBLIC_URL, TIMEZONE } = config()
    const card = await cardBlockFromPage(payload, page, { publicUrl: PUBLIC_URL, timeZone: TIMEZONE, now: new Date() })
    return card.ok ? [...blocks, card.block] : card.problem
  })
  return answer.status === 'error' ? { ...answer, fields: { page } } : answer
}

/** One block of a draft removed. */
export async function removeBlockAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const index = Number(text(form, 'block'))
  return changeBlocks(form, (blocks) =>
    Number.isInteger(index) && index >= 0 && index < blocks.length
      ? blocks.filter((_, at) => at !== index)
      : 'There is no such block.',
  )
}

/** The mailing as the signed-in staff member would get it, to their own address, marked [Test]. */
export async function sendTestAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(tool)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const { payload, person } = caller
  const id = idField(form, 'mailing')
  const mailing = id ? await mailingById(database(payload), id) : null
  if (!mailing) return { status: 'error', message: NO_SUCH }
  const problems = mailingProblems(mailing)
  if (problems.length) return { status: 'error', message: problems.join(' ') }
  const name = typeof person.name === 'string' ? person.name : ''
  const mail = recipientMail(mailing, { email: person.email, name }, mailingSite(), { test: true })
  const sent = await inTransaction(payload, async (tx) => {
    const value = await sendOnce(
      payload,
      tx,
      {
        key: 'mailing-test',
        to: person.email,
        idempotencyKey: testSendKey(mailing, person.id),
        settings: config(),
      },
      mail,
    )
    return { commit: value === 'sent', value }
  })
  return {
    status: 'done',
    message:
      sent === 'sent'
        ? `A test was sent to ${person.email}.`
        : `This version was sent to ${person.email} already: change the mailing to send a new test.`,
  }
}

/** Scheduled for a time in the organisation's zone, or now; frozen from here on. */
export async function scheduleAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(tool)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const { payload } = caller
  const id = idField(form, 'mailing')
  const mailing = id ? await mailingById(database(payload), id) : null
  if (!mailing) return { status: 'error', message: NO_SUCH }
  const problems = mailingProblems(mailing)
  if (problems.length) return { status: 'error', message: problems.join(' ') }
  const now = new Date()
  let at = now
  if (text(form, 'when') !== 'now') {
    const read = readSendAt(text(form, 'sendAt'), config().TIMEZONE, now)
    if (!read.ok) return { status: 'error', message: read.problem, fieldErrors: { sendAt: read.problem } }
    at = read.at
  }
  if (!(await scheduleMailing(database(payload), mailing.id, at))) return { status: 'error', message: FROZEN }
  await queueSending(payload, mailing.id, at)
  refresh()
  return { status: 'done', message: at === now ? 'Sending starts at the next turn of the jobs queue.' : 'Scheduled.' }
}

/** A scheduled mailing back to a draft (its queued job then finds it not due). */
export async function unscheduleAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(tool)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const id = idField(form, 'mailing')
  if (!id || !(await unscheduleMailing(database(caller.payload), id))) {
    return { status: 'error', message: 'Only a scheduled mailing that has not started can go back to a draft.' }
  }
  refresh()
  return { status: 'done', message: 'Back to a draft.' }
}

/** The sending rate, changed while it sends. */
export async function setRateAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(tool)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const id = idField(form, 'mailing')
  const rate = Number(text(form, 'ratePerMinute'))
  if (!Number.isInteger(rate) || rate < 1 || rate > MAX_RATE_PER_MINUTE) {
    const problem = `A whole number of messages per minute, from 1 to ${MAX_RATE_PER_MINUTE}.`
    return { status: 'error', message: problem, fieldErrors: { ratePerMinute: problem } }
  }
  if (!id || !(await setRate(database(caller.payload), id, rate))) return { status: 'error', message: NO_SUCH }
  refresh()
  return { status: 'done', message: `Now ${rate} messages per minute.` }
}

/** Staff's explicit choice, confirmed in words: those whose outcome is unknown are sent it again. */
export async function resendUnknownAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(tool)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const { payload } = caller
  const id = idField(form, 'mailing')
  if (text(form, 'confirm').trim().toLowerCase() !== 'send again') {
    return { status: 'error', message: 'Type “send again” to confirm: these people may get the mailing twice.' }
  }
  const mailing = id ? await mailingById(database(payload), id) : null
  if (!mailing) return { status: 'error', message: NO_SUCH }
  const count = await resendUnknown(payload, mailing.id)
  if (count) await queueSending(payload, mailing.id, new Date())
  refresh()
  return { status: 'done', message: `${count} queued again.` }
}
