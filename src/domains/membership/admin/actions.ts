'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { toolCaller } from '@/domains/accounts'
import { config } from '@/platform/config'
import { type ActionState, idField, text } from '@/platform/forms'

import { organisationDate } from '@/platform/calendar'
import {
  parsePlanForm,
  PLAN_FORM_FIELDS,
  priceFieldNames,
  saveArtLoverPrices,
  savePlan,
  setPlanStatus,
  type PlanFormField,
} from '../services/plan-admin'
import { parseReminderDays } from '../services/reminder-days'
import { recordMembershipPayment } from '../services/staff-payment'
import { calendarDate, cancelByStaff, extendTerm, giveFreeTerm, type StaffAnswer } from '../services/staff-actions'
import { EXPIRY_MAILS_TOOL, MEMBERSHIP_TOOL, PRICING_TOOL } from './tools'

const today = () => organisationDate(new Date(), config().TIMEZONE)

const toolBase = (payload: { config: { routes: { admin: string } } }) =>
  `${payload.config.routes.admin}/${MEMBERSHIP_TOOL.name}`

const answered = (answer: StaffAnswer, fields?: Record<string, string>): ActionState => {
  if (!answer.ok) return { status: 'error', message: answer.message, fields }
  refresh()
  return { status: 'done', message: answer.message }
}

/** `membershiper`'s plan form: a new plan, or changes to one (`plan` names it). */
export async function savePlanAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields = Object.fromEntries(PLAN_FORM_FIELDS.map((field) => [field, text(form, field)])) as Record<
    PlanFormField,
    string
  >
  const caller = await toolCaller(MEMBERSHIP_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const currency = config().CURRENCY
  const parsed = parsePlanForm(fields, currency)
  if (!parsed.ok) {
    return {
      status: 'error',
      message: 'The plan was not saved: see the fields marked.',
      fields,
      fieldErrors: parsed.fieldErrors,
    }
  }
  const id = idField(form, 'plan') ?? null
  const answer = await savePlan(caller.payload, caller.person, id, parsed.plan, currency)
  if (!answer.ok) {
    return answer.field
      ? { status: 'error', fields, fieldErrors: { [answer.field]: answer.message } }
      : { status: 'error', message: answer.message, fields }
  }
  refresh()
  return {
    status: 'done',
    message:
      id === null ? `The ${parsed.plan.name} plan is made and offered.` : `The ${parsed.plan.name} plan is saved.`,
  }
}

/** Retire a plan (sold no more) or offer it again. */
export async function planStatusAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(MEMBERSHIP_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const id = idField(form, 'plan')
  const status = text(form, 'status')
  if (!id || (status !== 'active' && status !== 'retired'))
    return { status: 'error', message: 'There is no such plan.' }
  const answer = await setPlanStatus(caller.payload, caller.person, id, status)
  if (!answer.ok) return { status: 'error', message: answer.message }
  // The plan's page says what was done (decision 087).
  redirect(`${toolBase(caller.payload)}?show=plans&plan=${id}&${status === 'retired' ? 'retired' : 'offered'}=1`)
}

/** A member's page: a free term of a plan, one term long or to a chosen day. */
export async function freeTermAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields = { plan: text(form, 'plan'), endsOn: text(form, 'endsOn'), reason: text(form, 'reason') }
  const caller = await toolCaller(MEMBERSHIP_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const person = idField(form, 'person')
  const plan = idField(form, 'plan')
  if (!person) return { status: 'error', message: 'There is no such person.', fields }
  if (!plan) return { status: 'error', fields, fieldErrors: { plan: 'Choose the plan of the free term.' } }
  const endsOn = fields.endsOn.trim() ? calendarDate(fields.endsOn) : null
  if (fields.endsOn.trim() && !endsOn) {
    return { status: 'error', fields, fieldErrors: { endsOn: 'Write the day as YYYY-MM-DD, such as 2027-06-30.' } }
  }
  const answer = await giveFreeTerm(
    caller.payload,
    caller.person,
    { person, plan, endsOn, reason: fields.reason },
    today(),
  )
  return answered(answer, fields)
}

/** A member's page: the latest term of a membership runs to a later day. */
export async function extendAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields = { endsOn: text(form, 'endsOn') }
  const caller = await toolCaller(MEMBERSHIP_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const membership = idField(form, 'membership')
  if (!membership) return { status: 'error', message: 'There is no such membership.', fields }
  const endsOn = calendarDate(fields.endsOn)
  if (!endsOn)
    return { status: 'error', fields, fieldErrors: { endsOn: 'Write the day as YYYY-MM-DD, such as 2027-06-30.' } }
  return answered(await extendTerm(caller.payload, caller.person, { membership, endsOn }, today()), fields)
}

/** A member's page: the membership is cancelled; its term runs out, with nothing refunded. */
export async function cancelAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields = { reason: text(form, 'reason') }
  const caller = await toolCaller(MEMBERSHIP_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const membership = idField(form, 'membership')
  if (!membership) return { status: 'error', message: 'There is no such membership.', fields }
  const now = new Date()
  const answer = await cancelByStaff(caller.payload, caller.person, { membership, reason: fields.reason }, now, today())
  if (!answer.ok) return { status: 'error', message: answer.message, fields }
  // The member's page says what was done (decision 087); the person only chooses which page.
  redirect(`${toolBase(caller.payload)}?member=${idField(form, 'person') ?? ''}&cancelled=${membership}`)
}

/** `pricingartlovers`: every active art lover plan's two prices, saved together or not at all. */
export async function artLoverPricesAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const plans = text(form, 'plans')
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  const fields: Record<string, string> = {}
  const rows = plans.map((plan) => {
    const names = priceFieldNames(plan)
    fields[names.price] = text(form, names.price)
    fields[names.reducedPrice] = text(form, names.reducedPrice)
    return { plan, price: fields[names.price]!, reducedPrice: fields[names.reducedPrice]! }
  })
  const caller = await toolCaller(PRICING_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const answer = await saveArtLoverPrices(caller.payload, caller.person, rows)
  if (!answer.ok) return { status: 'error', message: answer.message, fields, fieldErrors: answer.fieldErrors }
  refresh()
  return {
    status: 'done',
    message: answer.changed.length
      ? `Saved the prices of ${answer.changed.join(', ')}: new orders pay them; orders already made keep theirs.`
      : 'No price changed.',
  }
}

/** A member's page: a plan paid by hand becomes a paid order, and its term starts as when paid online. */
export async function manualPaymentAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields = { plan: text(form, 'plan'), method: text(form, 'method'), reference: text(form, 'reference') }
  const caller = await toolCaller(MEMBERSHIP_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const person = idField(form, 'person')
  if (!person) return { status: 'error', message: 'There is no such person.', fields }
  const [planId, reduced] = fields.plan.split(':')
  const plan = Number(planId)
  if (!Number.isSafeInteger(plan) || plan <= 0 || (reduced !== undefined && reduced !== 'reduced')) {
    return { status: 'error', fields, fieldErrors: { plan: 'Choose the plan that was paid for.' } }
  }
  const answer = await recordMembershipPayment(
    caller.payload,
    caller.person,
    { person, plan, reduced: reduced === 'reduced', method: fields.method, reference: fields.reference },
    config().CURRENCY,
  )
  if (!answer.ok) return { status: 'error', message: answer.message, fields }
  refresh()
  return { status: 'done', message: answer.message }
}

/** `emailtemp_expirations`: the days before a term's end when its reminders go out. */
export async function reminderDaysAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields = { daysBefore: text(form, 'daysBefore') }
  const caller = await toolCaller(EXPIRY_MAILS_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const parsed = parseReminderDays(fields.daysBefore)
  if (!parsed.ok) return { status: 'error', fields, fieldErrors: { daysBefore: parsed.message } }
  await caller.payload.updateGlobal({
    slug: 'membership-reminders',
    data: { daysBefore: parsed.days },
    user: caller.person,
    overrideAccess: false,
  })
  refresh()
  const list = parsed.days.join(', ')
  return { status: 'done', message: `Reminders now go out ${list} days before a term ends, once each per term.` }
}
