'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { config } from '@/platform/config'
import { text, type ActionState } from '@/platform/forms'
import { CLIENT_ADDRESS_HEADER } from '@/platform/http/client-address'
import { requestPerson } from '@/platform/payload'

import { buyTickets } from './services/ticket-sales'

/**
 * "Continue to payment" on an event's tickets page (decision 066), a plain
 * form post without JavaScript: each quantity's field is named by the
 * ticket it is for (`ticket:{product}`), so what was typed comes back with a
 * refusal and the form keeps it.
 */

export type TicketFormState = ActionState<string>

const QUANTITY_PREFIX = 'ticket:'

export async function buyTicketsAction(_previous: TicketFormState, form: FormData): Promise<TicketFormState> {
  const quantities: [string, string][] = []
  for (const [name, value] of form.entries()) {
    if (name.startsWith(QUANTITY_PREFIX) && typeof value === 'string') {
      quantities.push([name.slice(QUANTITY_PREFIX.length), value])
    }
  }
  const guest = { email: text(form, 'email').trim(), name: text(form, 'name') }
  const fields = {
    ...Object.fromEntries(quantities.map(([product, typed]) => [`${QUANTITY_PREFIX}${product}`, typed])),
    ...guest,
  }
  const { payload, person } = await requestPerson()
  const bought = await buyTickets(payload, {
    slug: text(form, 'event'),
    person,
    guest,
    quantities,
    address: (await headers()).get(CLIENT_ADDRESS_HEADER) || 'unknown',
    settings: config(),
  })
  if (!bought.ok) return { status: 'error', message: bought.message, fields, fieldErrors: bought.fieldErrors }
  redirect(bought.redirectTo)
}
