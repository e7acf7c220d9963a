import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isStaff, recordAudit, type Person } from '@/domains/accounts'
import { createOrder, formatMoney, MANUAL_METHODS, recordManualPayment } from '@/domains/commerce'
import { database, rowsOf } from '@/platform/database/transaction'

import { membershipProduct } from './membership-kind'
import { planById } from './memberships'
import { MEMBERSHIP_KIND } from './vocabulary'

export type MembershipPayment = {
  person: number
  plan: number
  reduced: boolean
  method: string
  reference: string
}

export type MembershipPaymentAnswer =
  { ok: true; message: string; orderNumber: string } | { ok: false; message: string }

/**
 * Money for a membership taken by hand — a cheque, cash, a bank transfer —
 * recorded from a member's page (decision 048) by the desk sale's path: an
 * order with a `membership` line for the plan is made for the person
 * (`createOrder`, at the plan's price now), then paid by
 * `recordManualPayment`, so the membership kind's fulfilment starts the term
 * exactly as an online payment does, once. Everything that could refuse the
 * payment is checked before the order is made; audited.
 */
export async function recordMembershipPayment(
  payload: Payload,
  staff: Person,
  payment: MembershipPayment,
  currency: string,
): Promise<MembershipPaymentAnswer> {
  if (!isStaff(staff)) return { ok: false, message: 'Only staff record payments.' }
  if (!MANUAL_METHODS.includes(payment.method as (typeof MANUAL_METHODS)[number])) {
    return { ok: false, message: 'Say how it was paid: cheque, cash or bank transfer.' }
  }
  const reference = payment.reference.trim()
  if (reference.length > 200) return { ok: false, message: 'The reference is longer than 200 characters.' }
  const plan = await planById(database(payload), payment.plan)
  if (!plan) return { ok: false, message: 'Choose the plan that was paid for.' }
  if (payment.reduced && plan.reducedPriceMinor === null) {
    return { ok: false, message: `The ${plan.name} plan has no reduced price.` }
  }
  const person = await payload.findByID({
    collection: 'users',
    id: payment.person,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!person || person.mergedInto) return { ok: false, message: 'There is no such person.' }

  const made = await createOrder(payload, {
    buyer: { person },
    lines: [{ kind: MEMBERSHIP_KIND, product: membershipProduct(plan.slug, payment.reduced), quantity: 1 }],
    currency,
  })
  if (!made.ok) return { ok: false, message: made.message }
  const order = made.order
  const paid = await recordManualPayment(payload, staff, {
    orderNumber: order.number,
    method: payment.method,
    amountMinor: order.totalMinor,
    note: reference,
  })
  if (!paid.ok) return { ok: false, message: `Order ${order.number} was made but not paid: ${paid.message}` }
  const [term] = await rowsOf<{ startsOn: string; endsOn: string }>(
    database(payload),
    sql`SELECT starts_on AS "startsOn", ends_on AS "endsOn" FROM membership_terms WHERE order_id = ${order.id}`,
  )
  await recordAudit(payload, {
    actor: Number(staff.id),
    action: 'membership.manual-payment',
    targetCollection: 'orders',
    targetId: order.id,
    target: order.number,
    summary: {
      person: person.id,
      plan: plan.slug,
      reduced: payment.reduced,
      method: payment.method,
      totalMinor: order.totalMinor,
      reference,
    },
  })
  const total = formatMoney({ minor: order.totalMinor, currency: order.currency })
  return {
    ok: true,
    orderNumber: order.number,
    message: term
      ? `Recorded ${total} for order ${order.number}: the ${plan.name} term runs from ${term.startsOn} to ${term.endsOn}.`
      : `Recorded ${total} for order ${order.number}.`,
  }
}
