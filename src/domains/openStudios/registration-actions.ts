'use server'

import { refresh } from 'next/cache'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { config } from '@/platform/config'
import { type ActionState, text } from '@/platform/forms'
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/client-address'
import { requestPerson } from '@/platform/payload'

import { continueToPayment, saveRegistration } from './services/registration-checkout'
import type { RawRegistrationForm, RegistrationField } from './services/registration-rules'
import { REGISTRATION_PATH } from './services/waiting-list'
import { withdrawRegistration } from './services/withdrawal'

/**
 * The registration page's forms (decision 051): save a draft, continue to
 * payment, withdraw. Plain form posts that work without JavaScript; each
 * acts only on the signed-in artist's own registration for the current
 * season (it is found by who is asking, never by an id from the form).
 */
export type RegistrationFormState = ActionState<RegistrationField>

const signInAgain = { status: 'error' as const, message: 'Your session has ended: sign in again.' }

function rawForm(form: FormData): RawRegistrationForm {
  const all = (name: string) => form.getAll(name).filter((value): value is string => typeof value === 'string')
  return {
    weekends: all('weekends'),
    tier: text(form, 'tier'),
    emerging: text(form, 'emerging'),
    studioChoice: text(form, 'studioChoice'),
    address: text(form, 'address'),
    unit: text(form, 'unit'),
    city: text(form, 'city'),
    postcode: text(form, 'postcode'),
    studioName: text(form, 'studioName'),
    neighbourhood: text(form, 'neighbourhood'),
    accessNotes: text(form, 'accessNotes'),
    accessibility: all('accessibility'),
    accessibilityNotes: text(form, 'accessibilityNotes'),
  }
}

async function startPayment(person: NonNullable<Awaited<ReturnType<typeof requestPerson>>['person']>) {
  const { payload } = await requestPerson()
  const started = await continueToPayment(payload, {
    person,
    address: (await headers()).get(CLIENT_ADDRESS_HEADER) || 'unknown',
    settings: config(),
  })
  if (!started.ok) return { status: 'error' as const, message: started.message }
  if ('redirectTo' in started) redirect(started.redirectTo)
  refresh()
  const where = started.waitlisted.map((line) => `number ${line.position} for ${line.weekend}`).join(', ')
  return {
    status: 'done' as const,
    message: `That weekend is full: you are on the waiting list (${where}). We will mail you if a place frees.`,
  }
}

/** "Save" keeps a draft; "Continue to payment" saves, then goes to checkout (or the waiting list). */
export async function saveRegistrationAction(
  _previous: RegistrationFormState,
  form: FormData,
): Promise<RegistrationFormState> {
  const { payload, person } = await requestPerson()
  if (!person) return signInAgain
  const raw = rawForm(form)
  const fields = {
    tier: raw.tier,
    address: raw.address,
  }
  const settings = config()
  const saved = await saveRegistration(payload, person, raw, new Date(), settings.TIMEZONE)
  if (!saved.ok) return { status: 'error', message: saved.message, fieldErrors: saved.errors, fields }
  if (text(form, 'intent') === 'pay') return startPayment(person)
  refresh()
  return { status: 'done', message: 'Your registration is saved as a draft. Continue to payment when you are ready.' }
}

/** Pay for a registration awaiting payment, or for a place offered. */
export async function payRegistrationAction(_previous: ActionState, _form: FormData): Promise<ActionState> {
  const { person } = await requestPerson()
  if (!person) return signInAgain
  return startPayment(person)
}

/** Withdraw, after the confirm step: the season's rule refunds what it refunds. */
export async function withdrawRegistrationAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const { payload, person } = await requestPerson()
  if (!person) return signInAgain
  if (text(form, 'confirm') !== 'yes') return { status: 'error', message: 'Confirm that you withdraw.' }
  const ended = await withdrawRegistration(payload, person, new Date(), config().TIMEZONE)
  if (!ended.ok) return { status: 'error', message: ended.message }
  if (ended.refundProblem) return { status: 'error', message: `Your registration is withdrawn. ${ended.refundProblem}` }
  redirect(`${REGISTRATION_PATH}#registration-state`)
}
