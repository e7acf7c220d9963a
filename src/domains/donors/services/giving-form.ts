import { z } from 'zod'

import {
  DEDICATIONS,
  giftAmountProblem,
  OTHER_AMOUNT,
  RECOGNITIONS,
  type Dedication,
  type GiftFrequency,
  type Recognition,
} from './giving'

/** The giving form's fields, as its inputs are named. */
export type GiftField =
  | 'amount'
  | 'otherAmount'
  | 'frequency'
  | 'dedication'
  | 'dedicatedTo'
  | 'organisation'
  | 'recognition'
  | 'name'
  | 'email'

export const GIFT_FIELDS: readonly GiftField[] = [
  'amount',
  'otherAmount',
  'frequency',
  'dedication',
  'dedicatedTo',
  'organisation',
  'recognition',
  'name',
  'email',
]

/** What the donor chose, checked: ready to become a pending gift. */
export type GiftChoices = {
  amountMinor: number
  frequency: GiftFrequency
  dedication: Dedication | null
  dedicatedTo: string | null
  organisation: string | null
  recognition: Recognition
  /** A guest's name and email; null for a signed-in person, whose account gives both. */
  guest: { name: string; email: string } | null
}

export type ParsedGift =
  | { ok: true; choices: GiftChoices }
  | {
      ok: false
      fieldErrors: Partial<Record<GiftField, string>>
      /** Set when a guest chose yearly giving: they are asked to sign in first. */
      signInToGiveYearly: boolean
    }

export type GiftFormContext = {
  signedIn: boolean
  suggestedAmountsMinor: readonly number[]
  yearlyOffered: boolean
  /** Typed text as minor units, or a refusal in words (commerce's `parseMoney` in the site's currency). */
  parseAmount: (text: string) => number
  formatAmount: (minor: number) => string
}

const guestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Give your name, for the receipt and our thanks.' })
    .max(200, { message: 'The name is too long: 200 characters at most.' }),
  email: z.email({ message: 'Give an email address for the receipt, such as ada@example.org.' }).max(254),
})

const optional = (value: string | undefined) => value?.trim() || null

/**
 * The giving form read as plain text fields (a post without JavaScript gives
 * the same): each problem named beside its field, in words.
 */
export function parseGiftForm(fields: Partial<Record<GiftField, string>>, context: GiftFormContext): ParsedGift {
  const errors: Partial<Record<GiftField, string>> = {}
  let signInToGiveYearly = false

  let amountMinor = NaN
  const chosen = fields.amount?.trim() ?? ''
  const other = fields.otherAmount?.trim() ?? ''
  if (chosen === OTHER_AMOUNT || (!chosen && other)) {
    if (!other) errors.otherAmount = 'Give the amount you would like to give, such as 40.'
    else {
      try {
        amountMinor = context.parseAmount(other)
      } catch (error) {
        errors.otherAmount = error instanceof Error ? error.message : 'Give the amount as a number, such as 40.'
      }
    }
  } else if (!chosen) {
    errors.amount = 'Choose an amount, or give one of your own.'
  } else if (other) {
    errors.amount = 'You chose an amount and also typed one: choose “Another amount”, or clear the one you typed.'
  } else if (/^\d{1,12}$/.test(chosen) && context.suggestedAmountsMinor.includes(Number(chosen))) {
    amountMinor = Number(chosen)
  } else {
    errors.amount = 'Choose one of the amounts shown, or give one of your own.'
  }
  if (!errors.amount && !errors.otherAmount) {
    const problem = giftAmountProblem(amountMinor, context.formatAmount)
    if (problem) errors[chosen === OTHER_AMOUNT || !chosen ? 'otherAmount' : 'amount'] = problem
  }

  const frequency = fields.frequency?.trim() || 'once'
  if (frequency !== 'once' && frequency !== 'yearly') {
    errors.frequency = 'Choose to give once or every year.'
  } else if (frequency === 'yearly' && !context.yearlyOffered) {
    errors.frequency = 'This campaign takes gifts once only.'
  } else if (frequency === 'yearly' && !context.signedIn) {
    errors.frequency = 'Sign in to give every year: your account lets you stop a yearly gift yourself.'
    signInToGiveYearly = true
  }

  const dedication = optional(fields.dedication)
  const dedicatedTo = optional(fields.dedicatedTo)
  if (dedication && !(DEDICATIONS as readonly string[]).includes(dedication)) {
    errors.dedication = 'Choose “In honour of” or “In memory of”.'
  } else if (dedication && !dedicatedTo) {
    errors.dedicatedTo = 'Give the name of the person this gift honours or remembers.'
  } else if (!dedication && dedicatedTo) {
    errors.dedication = 'Choose “In honour of” or “In memory of” for the name you gave.'
  }
  if (dedicatedTo && dedicatedTo.length > 200) errors.dedicatedTo = 'The name is too long: 200 characters at most.'

  const organisation = optional(fields.organisation)
  if (organisation && organisation.length > 200) {
    errors.organisation = 'The organisation’s name is too long: 200 characters at most.'
  }

  const recognition = fields.recognition?.trim() || 'private'
  if (!(RECOGNITIONS as readonly string[]).includes(recognition)) {
    errors.recognition = 'Choose how we may list you among our donors.'
  }

  let guest: GiftChoices['guest'] = null
  if (!context.signedIn) {
    const parsed = guestSchema.safeParse({ name: fields.name ?? '', email: (fields.email ?? '').trim() })
    if (parsed.success) guest = { name: parsed.data.name, email: parsed.data.email.toLowerCase() }
    else {
      const byField = z.flattenError(parsed.error).fieldErrors
      if (byField.name?.[0]) errors.name = byField.name[0]
      if (byField.email?.[0]) errors.email = byField.email[0]
    }
  }

  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors, signInToGiveYearly }
  return {
    ok: true,
    choices: {
      amountMinor,
      frequency: frequency as GiftFrequency,
      dedication: dedication as Dedication | null,
      dedicatedTo: dedication ? dedicatedTo : null,
      organisation,
      recognition: recognition as Recognition,
      guest,
    },
  }
}
