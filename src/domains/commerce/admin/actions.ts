'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { toolCaller } from '@/domains/accounts'
import { config } from '@/platform/config'
import { type ActionState, idField, text } from '@/platform/forms'

import { recordManualPayment } from '../services/manual-payments'
import { parseMoney } from '../services/money'
import { refundPayment } from '../services/refunds'
import { PAYMENTS_TOOL } from './tools'

/**
 * `stripetrans`' refund form: the amount in the payment's currency as staff
 * type it, and the reason.
 */
export async function refundAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields = { amount: text(form, 'amount'), reason: text(form, 'reason') }
  const caller = await toolCaller(PAYMENTS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const { payload, person } = caller
  const id = idField(form, 'payment')
  const payment = id
    ? await payload.findByID({
        collection: 'payments',
        id,
        depth: 0,
        user: person,
        overrideAccess: false,
        disableErrors: true,
      })
    : null
  if (!payment) return { status: 'error', message: 'There is no such payment.', fields }
  let amountMinor: number
  try {
    amountMinor = parseMoney(fields.amount, payment.currency)
  } catch (error) {
    return { status: 'error', fields, fieldErrors: { amount: (error as Error).message } }
  }
  const answer = await refundPayment(payload, person, { payment: payment.id, amountMinor, reason: fields.reason })
  if (!answer.ok) return { status: 'error', message: answer.message, fields }
  // The payment's page says what was given back: its form is gone once nothing is left to refund.
  redirect(`${payload.config.routes.admin}/${PAYMENTS_TOOL.name}?payment=${payment.id}&refunded=${answer.refund}`)
}

/** `stripetrans`' form for money taken by hand (cheque, cash, bank transfer) against an order. */
export async function recordManualPaymentAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields = {
    order: text(form, 'order'),
    method: text(form, 'method'),
    amount: text(form, 'amount'),
    note: text(form, 'note'),
  }
  const caller = await toolCaller(PAYMENTS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const { payload, person } = caller
  let amountMinor: number
  try {
    amountMinor = parseMoney(fields.amount, config().CURRENCY)
  } catch (error) {
    return { status: 'error', fields, fieldErrors: { amount: (error as Error).message } }
  }
  const answer = await recordManualPayment(payload, person, {
    orderNumber: fields.order,
    method: fields.method,
    amountMinor,
    note: fields.note,
  })
  if (!answer.ok) return { status: 'error', message: answer.message, fields }
  refresh()
  return { status: 'done', message: `Recorded: order ${fields.order.trim().toUpperCase()} is ${answer.status}.` }
}
