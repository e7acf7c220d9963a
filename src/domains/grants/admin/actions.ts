'use server'

import { redirect } from 'next/navigation'

import { toolCaller } from '@/domains/accounts'
import { parseMoney } from '@/domains/commerce'
import { config } from '@/platform/config'
import { answeredState, type ActionState, idField, text } from '@/platform/forms'

import { addDeadline, moveGrant, removeDeadline, saveGrant } from '../services/grants'
import { GRANTTRACKER_TOOL } from './tools'

const base = (admin: string) => `${admin}/${GRANTTRACKER_TOOL.name}`

/** `granttracker`'s grant form: a new grant (then its page) or a change to one. */
export async function saveGrantAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(GRANTTRACKER_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const id = idField(form, 'grant') ?? null
  const fields = {
    funder: text(form, 'funder'),
    program: text(form, 'program'),
    year: text(form, 'year'),
    asked: text(form, 'asked'),
    awarded: text(form, 'awarded'),
    owner: text(form, 'owner'),
    notes: text(form, 'notes'),
  }
  const answer = await saveGrant(caller.payload, caller.person, id, fields)
  if (answer.ok && id === null) redirect(`${base(caller.payload.config.routes.admin)}?grant=${answer.id}&added=1`)
  return answeredState(answer, fields)
}

/** A grant moved to its next stage, with the amount awarded when it is awarded; then its page, saying so. */
export async function moveGrantAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(GRANTTRACKER_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const grant = idField(form, 'grant')
  if (!grant) return { status: 'error', message: 'There is no such grant.' }
  const fields = { to: text(form, 'to'), awarded: text(form, 'awarded') }
  let awarded: number | null = null
  if (fields.awarded.trim()) {
    try {
      awarded = parseMoney(fields.awarded, config().CURRENCY)
    } catch (error) {
      return {
        status: 'error',
        message: 'The amount awarded needs changing.',
        fieldErrors: { awarded: (error as Error).message },
        fields,
      }
    }
  }
  const answer = await moveGrant(caller.payload, caller.person, grant, { to: fields.to, awarded })
  if (!answer.ok) return answeredState(answer, fields)
  // The form of this move is gone from the page once the grant has moved: the page itself says so.
  redirect(`${base(caller.payload.config.routes.admin)}?grant=${grant}&moved=${fields.to}`)
}

/** A deadline or report date added on a grant's page. */
export async function addDeadlineAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(GRANTTRACKER_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const grant = idField(form, 'grant')
  if (!grant) return { status: 'error', message: 'There is no such grant.' }
  const fields = { kind: text(form, 'kind'), due: text(form, 'due'), note: text(form, 'note') }
  return answeredState(await addDeadline(caller.payload, caller.person, grant, fields), fields)
}

/** A date's removal, confirmed on its own page; then the grant's page, which says it is gone. */
export async function removeDeadlineAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(GRANTTRACKER_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const deadline = idField(form, 'deadline')
  if (!deadline) return { status: 'error', message: 'There is no such date.' }
  const answer = await removeDeadline(caller.payload, caller.person, deadline)
  if (!answer.ok) return { status: 'error', message: answer.message }
  redirect(`${base(caller.payload.config.routes.admin)}?grant=${answer.id}&removed=date`)
}
