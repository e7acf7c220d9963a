'use server'

import { redirect } from 'next/navigation'

import { toolCaller } from '@/domains/accounts'
import { type ActionState, idField, text } from '@/platform/forms'

import { deleteAudience, draftFromForm, previewOf, saveAudience, type Draft, type Preview } from '../services/builder'
import { AUDIENCES_TOOL } from './tools'

/** The builder's state between its server action and the form: the draft as it now stands, its count and people, or why not. */
export type BuilderState = {
  draft: Draft
  name: string
  preview?: Preview
  message?: string
  nameError?: string
}

/**
 * The builder's one form (decision 035): "Count", "Add a rule", "Add an exception" and "Remove"
 * answer the draft with its count and first people (so it works without JavaScript); "Save"
 * stores it and opens it saved.
 */
export async function audienceBuilderAction(previous: BuilderState, form: FormData): Promise<BuilderState> {
  const caller = await toolCaller(AUDIENCES_TOOL)
  if ('refusal' in caller) return { ...previous, message: caller.refusal, preview: undefined }
  const { payload, person } = caller
  const draft = draftFromForm(form)
  const name = text(form, 'name')
  const id = text(form, 'id') ? idField(form, 'id') : undefined
  if (text(form, 'id') && !id) return { draft, name, message: 'There is no such audience.' }
  if (form.get('intent') !== 'save') return { draft, name, preview: await previewOf(payload, draft, id) }
  const answer = await saveAudience(payload, person, { id, name, draft })
  if (!answer.ok) return { draft, name, message: answer.message, nameError: answer.nameError }
  redirect(`${payload.config.routes.admin}/${AUDIENCES_TOOL.name}?id=${answer.id}&saved=1`)
}

/** The count and first people as conditions change, for the builder with JavaScript (debounced in the browser). */
export async function liveAudienceCount(form: FormData): Promise<Preview> {
  const caller = await toolCaller(AUDIENCES_TOOL)
  if ('refusal' in caller) return { ok: false, problems: [caller.refusal ?? 'Only staff can use this tool.'] }
  const id = idField(form, 'id')
  return previewOf(caller.payload, draftFromForm(form), id)
}

/** The confirmed Delete of a saved audience; back to the list, which says so. */
export async function deleteAudienceAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(AUDIENCES_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const id = idField(form, 'id')
  if (!id) return { status: 'error', message: 'There is no such audience.' }
  const answer = await deleteAudience(caller.payload, caller.person, id)
  if (!answer.ok) return { status: 'error', message: answer.message }
  redirect(`${caller.payload.config.routes.admin}/${AUDIENCES_TOOL.name}?deleted=1`)
}
