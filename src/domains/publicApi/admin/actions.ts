'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { toolCaller } from '@/domains/accounts'
import { database } from '@/platform/database/transaction'
import { idField, text, type ActionState } from '@/platform/forms'

import { keyInput } from '../services/key-input'
import { changeKey, createKey, revokeKey } from '../services/key-store'
import { API_KEYS_TOOL } from './tools'

const fieldsOf = (form: FormData) => ({
  name: text(form, 'name'),
  perMinute: text(form, 'perMinute'),
  origins: text(form, 'origins'),
})

/** `apikeys`' New key: made, and its secret shown this once (only its hash is kept). */
export async function createKeyAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(API_KEYS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const fields = fieldsOf(form)
  const input = keyInput(fields)
  if (!input.ok) return { status: 'error', message: 'Please check the key.', fields, fieldErrors: input.fieldErrors }
  const { secret } = await createKey(database(caller.payload), { ...input.value, createdBy: caller.person.id })
  refresh()
  return {
    status: 'done',
    message: `The key “${input.value.name}” is made. Copy its secret now and give it to the partner: it is shown only this once. ${secret}`,
  }
}

/** `apikeys`' change of a key in use: its name, limit and origins. */
export async function changeKeyAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(API_KEYS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const id = idField(form, 'key')
  const fields = fieldsOf(form)
  const input = keyInput(fields)
  if (!input.ok) return { status: 'error', message: 'Please check the key.', fields, fieldErrors: input.fieldErrors }
  if (id === undefined || !(await changeKey(database(caller.payload), id, input.value))) {
    return { status: 'error', message: 'This key is not in use any more: nothing was changed.' }
  }
  refresh()
  return { status: 'done', message: `Saved: “${input.value.name}” allows ${input.value.perMinute} requests a minute.` }
}

/** `apikeys`' confirmed revocation; back to the key's page, which says so. */
export async function revokeKeyAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(API_KEYS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const id = idField(form, 'key')
  if (id === undefined || !(await revokeKey(database(caller.payload), id, caller.person.id))) {
    return { status: 'error', message: 'This key was revoked already, or is not known.' }
  }
  redirect(`${caller.payload.config.routes.admin}/${API_KEYS_TOOL.name}?key=${id}&revoked=1`)
}
