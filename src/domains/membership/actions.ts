'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { config } from '@/platform/config'
import { type ActionState, text } from '@/platform/forms'
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/client-address'
import { requestPerson } from '@/platform/payload'

import { joinPlan } from './services/join'

/**
 * A plan page's one button (decision 047): join or renew, through commerce's
 * checkout. A plain form post without JavaScript.
 */
export type JoinFormState = ActionState & { signIn?: string }

export async function joinAction(_previous: JoinFormState, form: FormData): Promise<JoinFormState> {
  const { payload, person } = await requestPerson()
  const started = await joinPlan(payload, {
    slug: text(form, 'plan'),
    reduced: text(form, 'reduced') === 'yes',
    person,
    address: (await headers()).get(CLIENT_ADDRESS_HEADER) || 'unknown',
    settings: config(),
  })
  if (!started.ok) return { status: 'error', message: started.message, signIn: started.signIn }
  redirect(started.redirectTo)
}
