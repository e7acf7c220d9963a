'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { toolCaller } from '@/domains/accounts'

import type { Outcome } from '../services/outcomes'
import { deleteResource, saveResource } from '../services/resources'
import { SELECTABLE, type Selectable } from '../services/selection-order'
import {
  addToSelection,
  createSelection,
  deleteSelection,
  describeSelection,
  moveInSelection,
  removeFromSelection,
} from '../services/selections'
import { RESOURCES_TOOL, SELECTIONS_TOOL } from './tools'
import { type ActionState, idField, text } from '@/platform/forms'

export type FormState = ActionState

const idIn = (form: FormData, name: string) => idField(form, name) ?? 0

function answer<T>(outcome: Outcome<T>, done: string, fields?: Record<string, string>): FormState {
  if (!outcome.ok) {
    return { status: 'error', message: outcome.message, fields, fieldErrors: outcome.fieldErrors }
  }
  refresh()
  return { status: 'done', message: done }
}

const base = (payload: { config: { routes: { admin: string } } }, tool: string) =>
  `${payload.config.routes.admin}/${tool}`

export async function createSelectionAction(_previous: FormState, form: FormData): Promise<FormState> {
  const fields = { title: text(form, 'title'), slug: text(form, 'slug') }
  const caller = await toolCaller(SELECTIONS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const outcome = await createSelection(caller.payload, caller.person, fields)
  if (!outcome.ok) return answer(outcome, '', fields)
  redirect(`${base(caller.payload, 'selections')}?selection=${outcome.value.id}&created=1`)
}

export async function describeSelectionAction(_previous: FormState, form: FormData): Promise<FormState> {
  const fields = { title: text(form, 'title'), description: text(form, 'description') }
  const caller = await toolCaller(SELECTIONS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const outcome = await describeSelection(caller.payload, caller.person, idIn(form, 'selection'), fields)
  return answer(outcome, 'Saved.', fields)
}

export async function addToSelectionAction(_previous: FormState, form: FormData): Promise<FormState> {
  const caller = await toolCaller(SELECTIONS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const kind = text(form, 'kind')
  if (!SELECTABLE.includes(kind as Selectable)) return { status: 'error', message: 'Choose an artist or an artwork.' }
  const outcome = await addToSelection(caller.payload, caller.person, idIn(form, 'selection'), {
    relationTo: kind as Selectable,
    value: idIn(form, 'item'),
  })
  return answer(outcome, `Added ${text(form, 'label')}.`)
}

export async function moveInSelectionAction(_previous: FormState, form: FormData): Promise<FormState> {
  const caller = await toolCaller(SELECTIONS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const direction = text(form, 'direction') === 'down' ? 'down' : 'up'
  const outcome = await moveInSelection(
    caller.payload,
    caller.person,
    idIn(form, 'selection'),
    text(form, 'row'),
    direction,
  )
  return answer(outcome, `Moved ${text(form, 'label')} ${direction}.`)
}

export async function removeFromSelectionAction(_previous: FormState, form: FormData): Promise<FormState> {
  const caller = await toolCaller(SELECTIONS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const outcome = await removeFromSelection(caller.payload, caller.person, idIn(form, 'selection'), text(form, 'row'))
  return answer(outcome, `Removed ${text(form, 'label')}.`)
}

export async function deleteSelectionAction(_previous: FormState, form: FormData): Promise<FormState> {
  const caller = await toolCaller(SELECTIONS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const outcome = await deleteSelection(caller.payload, caller.person, idIn(form, 'selection'))
  if (!outcome.ok) return answer(outcome, '')
  redirect(`${base(caller.payload, 'selections')}?deleted=1`)
}

const RESOURCE_FIELDS = ['title', 'description', 'category', 'link', 'file', 'order'] as const

export async function saveResourceAction(_previous: FormState, form: FormData): Promise<FormState> {
  const fields = Object.fromEntries(RESOURCE_FIELDS.map((name) => [name, text(form, name)]))
  const caller = await toolCaller(RESOURCES_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const id = idIn(form, 'resource') || undefined
  const outcome = await saveResource(caller.payload, caller.person, id, fields)
  if (!outcome.ok) return answer(outcome, '', fields)
  if (!id) redirect(`${base(caller.payload, 'resources')}?id=${outcome.value.id}&added=1`)
  return answer(outcome, 'Saved.', fields)
}

export async function deleteResourceAction(_previous: FormState, form: FormData): Promise<FormState> {
  const caller = await toolCaller(RESOURCES_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const outcome = await deleteResource(caller.payload, caller.person, idIn(form, 'resource'))
  if (!outcome.ok) return answer(outcome, '')
  redirect(`${base(caller.payload, 'resources')}?deleted=1`)
}
