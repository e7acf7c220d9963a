'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { type ActionState, idField, text } from '@/platform/forms'
import { config } from '@/platform/config'
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/client-address'
import { requestPerson } from '@/platform/payload'

import { giveToCampaign } from './services/give'
import { GIFT_FIELDS, type GiftField } from './services/giving-form'
import { stopYearlyGift } from './services/yearly-gifts'

/**
 * The donors' forms (decision 035): give to a campaign, stop a yearly gift.
 * Each works as a plain form post without JavaScript.
 */

/** The giving form's answer; `signIn` is where a guest who chose yearly giving signs in and comes back. */
export type GiveFormState = ActionState<GiftField> & { signIn?: string }

export async function giveAction(_previous: GiveFormState, form: FormData): Promise<GiveFormState> {
  const fields = Object.fromEntries(GIFT_FIELDS.map((name) => [name, text(form, name)])) as Record<GiftField, string>
  const campaign = idField(form, 'campaign')
  if (campaign === undefined) return { status: 'error', message: 'This campaign is not taking gifts.', fields }
  const { payload, person } = await requestPerson()
  const started = await giveToCampaign(payload, {
    campaign,
    person,
    fields,
    address: (await headers()).get(CLIENT_ADDRESS_HEADER) || 'unknown',
    settings: config(),
  })
  if (!started.ok) {
    return {
      status: 'error',
      message: started.message,
      fields,
      fieldErrors: started.fieldErrors,
      signIn: started.signIn,
    }
  }
  redirect(started.redirectTo)
}

export type StopFormState = ActionState

export async function stopYearlyGiftAction(_previous: StopFormState, form: FormData): Promise<StopFormState> {
  const id = idField(form, 'yearlyGift')
  if (id === undefined) return { status: 'error', message: 'You have no such yearly gift.' }
  const { payload, person } = await requestPerson()
  const stopped = await stopYearlyGift(payload, person, id)
  if (!stopped.ok) return { status: 'error', message: stopped.message }
  // Not refreshed: the answer shows where the button was; the list drops the gift on the next visit.
  return { status: 'done', message: stopped.message }
}
