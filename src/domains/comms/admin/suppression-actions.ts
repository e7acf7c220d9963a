'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import { z } from 'zod'

import { toolCaller } from '@/domains/accounts'
import { database } from '@/platform/database/transaction'
import { text, type ActionState } from '@/platform/forms'

import { suppress, suppressionOf, unsuppress } from '../services/consent'
import { SUPPRESSIONS_TOOL } from './tools'

const address = z.email()

/** `suppressions`' Add: an address that complained, with a note; audited with the staff member. */
export async function addSuppressionAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(SUPPRESSIONS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const fields = { email: text(form, 'email').trim(), note: text(form, 'note').trim() }
  const fieldErrors: Record<string, string> = {}
  if (!address.safeParse(fields.email).success) fieldErrors.email = 'Write one email address, such as ana@example.org.'
  if (!fields.note) fieldErrors.note = 'Say how the complaint came (who, when), for whoever reads this later.'
  if (fields.note.length > 1000) fieldErrors.note = 'At most 1,000 characters.'
  if (Object.keys(fieldErrors).length > 0) {
    return { status: 'error', message: 'Please check the address and the note.', fields, fieldErrors }
  }
  const db = database(caller.payload)
  const before = await suppressionOf(db, fields.email)
  await suppress(db, { email: fields.email, reason: 'complaint', note: fields.note, actor: caller.person.id })
  refresh()
  return {
    status: 'done',
    message:
      before?.reason === 'complaint' || before?.reason === 'hard-bounce'
        ? `${fields.email.toLowerCase()} was on the list already (${before.reason}); nothing changed.`
        : `${fields.email.toLowerCase()} is on the list: no newsletter goes to it.`,
  }
}

/** `suppressions`' confirmed Remove, with the reason; back to the list, which says so. */
export async function removeSuppressionAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(SUPPRESSIONS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const email = text(form, 'email')
  const note = text(form, 'reason').trim()
  if (!note || note.length > 1000) {
    return {
      status: 'error',
      message: 'Say why the address may have newsletters again (at most 1,000 characters).',
      fieldErrors: { reason: 'Say why, such as “the person asked by phone on 3 May”.' },
    }
  }
  const removed = await unsuppress(database(caller.payload), { email, note, actor: caller.person.id })
  if (!removed) return { status: 'error', message: `${email} is not on the list.` }
  redirect(`${caller.payload.config.routes.admin}/${SUPPRESSIONS_TOOL.name}?removed=${encodeURIComponent(email)}`)
}
