'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { toolCaller } from '@/domains/accounts'
import { config } from '@/platform/config'
import { type ActionState, idField, text } from '@/platform/forms'

import { registerByStaff } from '../services/staff-registration'
import { cancelRegistration, type CancelRefund } from '../services/withdrawal'
import { REGISTRATIONS_TOOL } from './tools'

/** `sfosregistrations`' "Register by hand": fee waived, or paid by hand (cheque, cash, transfer). */
export async function registerByHandAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(REGISTRATIONS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const numbers = text(form, 'weekends')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number)
  if (!numbers.length || numbers.some((number) => !Number.isSafeInteger(number))) {
    return { status: 'error', fieldErrors: { weekends: 'Give the weekends’ numbers, such as 1 or 1, 2.' } }
  }
  const method = text(form, 'payment')
  const answer = await registerByStaff(
    caller.payload,
    caller.person,
    {
      email: text(form, 'email'),
      tier: text(form, 'tier'),
      weekends: numbers,
      studio: { address: text(form, 'address'), unit: text(form, 'unit') },
      payment: method === 'waive' ? { waive: true } : { waive: false, method, note: text(form, 'note') },
    },
    new Date(),
  )
  if (!answer.ok) return { status: 'error', message: answer.message }
  refresh()
  return {
    status: 'done',
    message: answer.orderNumber ? `Registered, paid by order ${answer.orderNumber}.` : 'Registered, the fee waived.',
  }
}

/**
 * `sfosregistrations`' confirmed "Cancel": with a reason the artist sees, and the refund staff choose;
 * back to the registration's page, which says what was refunded.
 */
export async function cancelRegistrationAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(REGISTRATIONS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const registration = idField(form, 'registration')
  if (!registration) return { status: 'error', message: 'There is no such registration.' }
  const ended = await cancelRegistration(
    caller.payload,
    caller.person,
    { registration, reason: text(form, 'reason'), refund: text(form, 'refund') as CancelRefund },
    new Date(),
    config().TIMEZONE,
  )
  if (!ended.ok) return { status: 'error', message: ended.message }
  const done = new URLSearchParams({ id: String(registration), cancelled: String(ended.refundedMinor) })
  if (ended.refundProblem) done.set('refund', 'problem')
  redirect(`${caller.payload.config.routes.admin}/${REGISTRATIONS_TOOL.name}?${done}`)
}
