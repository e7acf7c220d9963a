'use server'

import { refresh } from 'next/cache'

import { toolCaller } from '@/domains/accounts'
import { type ActionState, idField, text } from '@/platform/forms'

import { reviewPerk } from '../services/review'
import { REVIEW_PERKS_TOOL } from './tools'

/** `reviewperks`'s Approve, or Reject with the reason: the partner is mailed. */
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
  refresh()
  return { status: 'done', message: answer.message }
}
