'use server'

import { redirect } from 'next/navigation'
import { z } from 'zod'

import { addMember, addMemberSchema, toolCaller } from '@/domains/accounts'
import { config } from '@/platform/config'
import { type ActionState, fieldErrorsOf, text } from '@/platform/forms'

import { deskLines, deskSaleFields, parseDeskBasket, parseDeskBuyer } from '../services/desk-sale'
import { makeDeskSale, productsOnSale, type DeskPayment } from '../services/desk-sale-checkout'
import type { ManualMethod } from '../services/manual-payments'
import { guestSchema } from '../services/shop-checkout'
import { DESK_SALE_TOOL } from './tools'

/**
 * The desk sale's steps (`/cpanel/creditcardprocessor`), each a form that
 * works without JavaScript: a step that succeeds sends the browser to the
 * next with the sale so far in the address; the last one to the payment
 * provider's page or to the order's outcome. Every step parses the whole
 * sale again from what the form carries.
 */

/** The form's text fields as the address's parameters, which the sale's parsing reads. */
function valuesOf(form: FormData): URLSearchParams {
  const values = new URLSearchParams()
  for (const [name, value] of form) if (typeof value === 'string' && !name.startsWith('$')) values.append(name, value)
  return values
}

const typed = (form: FormData) => Object.fromEntries(valuesOf(form))

const toolPath = (adminRoute: string, query?: Record<string, string>) =>
  `${adminRoute}/${DESK_SALE_TOOL.name}${query ? `?${new URLSearchParams(query)}` : ''}`

/** Step 1: a new person, by name and email. An address that has an account already finds that person instead. */
export async function addDeskPersonAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields = { name: text(form, 'name'), email: text(form, 'email') }
  const caller = await toolCaller(DESK_SALE_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const parsed = addMemberSchema.safeParse({ ...fields, roles: [], invite: false })
  if (!parsed.success) return { status: 'error', fields, fieldErrors: fieldErrorsOf(parsed.error) }
  const added = await addMember(caller.payload, caller.person, parsed.data)
  const admin = caller.payload.config.routes.admin
  if (!added.ok && added.problem === 'email-taken') redirect(toolPath(admin, { q: parsed.data.email, exists: '1' }))
  if (!added.ok) return { status: 'error', message: added.message, fields }
  redirect(toolPath(admin, { person: String(added.id) }))
}

/** Step 1: a walk-in guest, known by the name and the address the receipt goes to. */
export async function sellToGuestAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields = { guestName: text(form, 'guestName'), guestEmail: text(form, 'guestEmail') }
  const caller = await toolCaller(DESK_SALE_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const parsed = guestSchema.safeParse({ name: fields.guestName, email: fields.guestEmail.trim() })
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors
    return { status: 'error', fields, fieldErrors: { guestName: errors.name?.[0], guestEmail: errors.email?.[0] } }
  }
  redirect(toolPath(caller.payload.config.routes.admin, deskSaleFields({ guest: parsed.data })))
}

/** Step 2: the products and the free amount, checked against what is on sale and in stock now. */
export async function chooseDeskItemsAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields = typed(form)
  const caller = await toolCaller(DESK_SALE_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const values = valuesOf(form)
  const buyer = parseDeskBuyer(values)
  if (!buyer) return { status: 'error', message: 'Choose who is paying first.', fields }
  const currency = config().CURRENCY
  const basket = parseDeskBasket(values, currency)
  if (!basket.ok) return { status: 'error', message: basket.message, fields, fieldErrors: basket.fieldErrors }
  const lines = deskLines(basket.value, await productsOnSale(caller.payload), currency)
  if (!lines.ok) return { status: 'error', message: lines.message, fields }
  redirect(toolPath(caller.payload.config.routes.admin, deskSaleFields(buyer, basket.value, currency)))
}

/** Step 3: the order made and the card taken on the provider's page, or the money taken by hand recorded. */
async function pay(form: FormData, payment: DeskPayment): Promise<ActionState> {
  const fields = typed(form)
  const caller = await toolCaller(DESK_SALE_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const values = valuesOf(form)
  const buyer = parseDeskBuyer(values)
  if (!buyer) return { status: 'error', message: 'Choose who is paying first.', fields }
  const settings = config()
  const basket = parseDeskBasket(values, settings.CURRENCY)
  if (!basket.ok) return { status: 'error', message: basket.message, fields }
  const sale = await makeDeskSale(caller.payload, caller.person, { buyer, basket: basket.value, payment, settings })
  if (!sale.ok) return { status: 'error', message: sale.message, fields }
  redirect(sale.redirectTo ?? toolPath(caller.payload.config.routes.admin, { order: sale.orderNumber }))
}

export async function takeCardAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  return pay(form, { method: 'card' })
}

export async function recordDeskPaymentAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  // makeDeskSale refuses a method that is not one of MANUAL_METHODS, in words.
  return pay(form, { method: text(form, 'method') as ManualMethod, reference: text(form, 'reference') })
}
