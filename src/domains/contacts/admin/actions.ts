'use server'

import { redirect } from 'next/navigation'

import { toolCaller } from '@/domains/accounts'
import { answeredState, type ActionState, idField, text } from '@/platform/forms'

import {
  addFollowUp,
  logInteraction,
  markFollowUp,
  mergeContacts,
  saveContact,
  type MergeChoices,
} from '../services/contacts'
import { MERGED_FIELDS } from '../services/rules'
import { CONTACTRACKER_TOOL } from './tools'

const base = (admin: string) => `${admin}/${CONTACTRACKER_TOOL.name}`

/** `contactracker`'s contact form: a new contact (then its page) or a change to one. */
export async function saveContactAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(CONTACTRACKER_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const id = idField(form, 'contact') ?? null
  const fields = {
    kind: text(form, 'kind'),
    category: text(form, 'category'),
    name: text(form, 'name'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    address: text(form, 'address'),
    notes: text(form, 'notes'),
    organisation: text(form, 'organisation'),
    role: text(form, 'role'),
    tags: text(form, 'tags'),
  }
  const answer = await saveContact(caller.payload, caller.person, id, fields)
  if (answer.ok && id === null) redirect(`${base(caller.payload.config.routes.admin)}?contact=${answer.id}&added=1`)
  return answeredState(answer, fields)
}

/** A call, meeting, email or note logged on a contact's page. */
export async function logInteractionAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(CONTACTRACKER_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const contact = idField(form, 'contact')
  if (!contact) return { status: 'error', message: 'There is no such contact.' }
  const fields = { kind: text(form, 'kind'), at: text(form, 'at'), summary: text(form, 'summary') }
  return answeredState(await logInteraction(caller.payload, caller.person, contact, fields), fields)
}

/** A follow-up added on a contact's page. */
export async function addFollowUpAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(CONTACTRACKER_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const contact = idField(form, 'contact')
  if (!contact) return { status: 'error', message: 'There is no such contact.' }
  const fields = { due: text(form, 'due'), owner: text(form, 'owner'), note: text(form, 'note') }
  return answeredState(await addFollowUp(caller.payload, caller.person, contact, fields), fields)
}

/** A follow-up marked done, or open again. */
export async function markFollowUpAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(CONTACTRACKER_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const followUp = idField(form, 'followUp')
  if (!followUp) return { status: 'error', message: 'There is no such follow-up.' }
  return answeredState(await markFollowUp(caller.payload, caller.person, followUp, text(form, 'done') === 'yes'), {})
}

/** The merge page's confirmed merge: the fields as chosen; then the kept contact's page, which says what moved. */
export async function mergeContactsAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(CONTACTRACKER_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const keep = idField(form, 'keep')
  const merge = idField(form, 'merge')
  if (!keep || !merge) return { status: 'error', message: 'Choose the two contacts to merge.' }
  const choices: MergeChoices = {}
  for (const field of MERGED_FIELDS) {
    const choice = text(form, field)
    if (choice === 'merge' || choice === 'keep') choices[field] = choice
  }
  const answer = await mergeContacts(caller.payload, caller.person, keep, merge, choices)
  if (!answer.ok) return { status: 'error', message: answer.message }
  redirect(`${base(caller.payload.config.routes.admin)}?contact=${keep}&merged=${merge}`)
}
