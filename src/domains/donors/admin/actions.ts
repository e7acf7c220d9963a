'use server'

import { refresh } from 'next/cache'

import { toolCaller } from '@/domains/accounts'
import { type ActionState, idField } from '@/platform/forms'

import { queueThankYous } from '../services/acknowledgement-mail'
import { giftsToThank } from '../services/donor-lists'
import { DONORS_TOOL } from './tools'

/** `donorbackend`'s "Send thank-you" of one paid gift: queued, and sent once by the jobs queue. */
export async function thankGiftAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(DONORS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const { payload, person } = caller
  const id = idField(form, 'gift')
  const gift = id
    ? await payload.findByID({
        collection: 'gifts',
        id,
        depth: 0,
        user: person,
        overrideAccess: false,
        disableErrors: true,
      })
    : null
  if (!gift) return { status: 'error', message: 'There is no such gift.' }
  if (gift.status !== 'paid') return { status: 'error', message: 'Only a paid gift is thanked.' }
  if (gift.acknowledgedAt) return { status: 'error', message: `${gift.donorName} was thanked for this gift already.` }
  await queueThankYous(payload, person, [gift.id], 'one')
  refresh()
  return { status: 'done', message: `The thank-you to ${gift.donorName} is on its way.` }
}

/** `donorbackend`'s "Send thank-you to all paid gifts not yet thanked". */
export async function thankAllAction(_previous: ActionState, _form: FormData): Promise<ActionState> {
  const caller = await toolCaller(DONORS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const { payload, person } = caller
  const gifts = await giftsToThank(payload)
  if (!gifts.length) return { status: 'done', message: 'Every paid gift is thanked or on its way.' }
  await queueThankYous(payload, person, gifts, 'all-not-thanked')
  refresh()
  const count = gifts.length === 1 ? 'one gift' : `${gifts.length} gifts`
  return { status: 'done', message: `Thank-yous for ${count} are on their way.` }
}
