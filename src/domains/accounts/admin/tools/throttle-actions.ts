'use server'

import { refresh } from 'next/cache'

import { type ActionState, text } from '@/platform/forms'

import { clearThrottle } from '../../services/sign-in-throttle'
import { toolCaller } from '../tool-caller'
import { toolNamed } from '../tools'

/** `signinthrottling`'s Clear: the account or address may try again at once. */
export async function clearThrottleAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(toolNamed('signinthrottling'), 'Only staff clear sign-in throttling.')
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const answer = await clearThrottle(caller.payload, caller.person, {
    kind: text(form, 'kind'),
    key: text(form, 'key'),
  })
  if (!answer.ok) return { status: 'error', message: answer.message }
  refresh()
  return { status: 'done', message: answer.message }
}
