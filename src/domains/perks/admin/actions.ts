'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { toolCaller } from '@/domains/accounts'
import { parseSelection } from '@/platform/cpanel/list-params'
import { type ActionState, idField, text } from '@/platform/forms'

import { approvePerks, reviewPerk } from '../services/review'
import { REVIEW_PERKS_TOOL } from './tools'

/** `reviewperks`'s Approve, or Reject with the reason (confirmed): the partner is mailed. */
export async function reviewPerkAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(REVIEW_PERKS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const perk = idField(form, 'perk')
  if (!perk) return { status: 'error', message: 'There is no such perk.' }
  const decision = text(form, 'decision')
  if (decision !== 'approve' && decision !== 'reject')
    return { status: 'error', message: 'Approve, or reject with a reason.' }
  const reason = text(form, 'reason')
  const answer = await reviewPerk(
    caller.payload,
    decision === 'approve' ? { perk, decision } : { perk, decision, reason },
    caller.person,
  )
  if (!answer.ok) {
    return answer.field
      ? { status: 'error', message: answer.message, fieldErrors: { reason: answer.message }, fields: { reason } }
      : { status: 'error', message: answer.message }
  }
  // A rejection was confirmed on its own step: back to the perk's page, which says it is not approved.
  if (decision === 'reject') redirect(`${caller.payload.config.routes.admin}/${REVIEW_PERKS_TOOL.name}?perk=${perk}`)
  refresh()
  return { status: 'done', message: answer.message }
}

/** `reviewperks`' bulk approval (decision 087): the ticked perks published at once, or none. */
export async function approveSelectedPerksAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(REVIEW_PERKS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const selection = parseSelection(form.getAll('selected'), 'perk')
  if (!selection.ok) return { status: 'error', message: selection.message }
  const done = await approvePerks(caller.payload, selection.ids, caller.person)
  if (!done.ok) return { status: 'error', message: done.message }
  // The approved leave the list (perhaps the last of it): the list says what was done.
  redirect(
    `${caller.payload.config.routes.admin}/${REVIEW_PERKS_TOOL.name}?${new URLSearchParams(done.titles.map((title) => ['published', title]))}`,
  )
}
