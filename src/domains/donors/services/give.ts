import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Person } from '@/domains/accounts'
import { createOrder, formatMoney, parseMoney, paymentGateways, receiptPath, startCheckout } from '@/domains/commerce'
import type { AppConfig } from '@/platform/config'
import { database } from '@/platform/database/transaction'
import { sharedRateLimiter, type RateLimit } from '@/platform/rate-limit'

import { DONATION_KIND } from './giving'
import { parseGiftForm, type GiftField } from './giving-form'
import { yearlyGivingRenews } from './yearly-gifts'

/**
 * Gifts started from one client address before it must wait: like the
 * shop's checkout, generous for a shared office network, not for a script
 * making pending gifts and orders nobody pays.
 */
export const GIVING_STARTS: RateLimit = { name: 'donors-giving-starts', points: 20, durationSeconds: 10 * 60 }

export type GivingStarted =
  | { ok: true; redirectTo: string }
  | {
      ok: false
      message: string
      fieldErrors?: Partial<Record<GiftField, string>>
      /** Where a guest who chose yearly giving signs in and comes back. */
      signIn?: string
    }

type Settings = Parameters<typeof paymentGateways>[0] & Pick<AppConfig, 'PUBLIC_URL' | 'CURRENCY'>

type Signed = Person & { id: number | string; email: string; name?: string | null }

/**
 * From the giving form to the payment provider: the choices checked, the
 * gift made pending, its order made with one `donation` line (`createOrder`),
 * and checkout started with the default provider (`startCheckout`). The
 * provider's "paid" return goes to the order's receipt. The gift is written
 * before its order because the order's kind reads it in the order's own
 * transaction; an order refused leaves the gift cancelled, not pending.
 */
export async function giveToCampaign(
  payload: Payload,
  request: {
    campaign: number
    person: Signed | null
    fields: Partial<Record<GiftField, string>>
    address: string
    settings: Settings
  },
): Promise<GivingStarted> {
  const { person, settings } = request
  const campaign = await payload
    .findByID({ collection: 'campaigns', id: request.campaign, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!campaign || !campaign.published) return { ok: false, message: 'This campaign is not taking gifts.' }
  if (campaign.closesAt && new Date(campaign.closesAt) <= new Date()) {
    return { ok: false, message: `${campaign.name} has closed: thank you all the same.` }
  }
  const slug = campaign.slug ?? String(campaign.id)
  const currency = settings.CURRENCY
  const parsed = parseGiftForm(request.fields, {
    signedIn: person !== null,
    suggestedAmountsMinor: campaign.suggestedAmountsMinor ?? [],
    yearlyOffered: campaign.yearlyGiving !== false && yearlyGivingRenews(settings),
    parseAmount: (text) => parseMoney(text, currency),
    formatAmount: (minor) => formatMoney({ minor, currency }),
  })
  if (!parsed.ok) {
    return {
      ok: false,
      message: 'Please correct the highlighted fields.',
      fieldErrors: parsed.fieldErrors,
      signIn: parsed.signInToGiveYearly ? `/login?next=${encodeURIComponent(`/donors/${slug}`)}` : undefined,
    }
  }
  const gateway = paymentGateways(settings)[0]
  if (!gateway) return { ok: false, message: 'We cannot take gifts online right now. Please try later.' }

  const verdict = await sharedRateLimiter(payload, GIVING_STARTS).consume(request.address)
  if (!verdict.allowed) {
    const minutes = Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000))
    return {
      ok: false,
      message: `Too many gifts started from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    }
  }

  const { choices } = parsed
  const donorName = choices.guest?.name ?? (person?.name?.trim() || person!.email)
  const donorEmail = choices.guest?.email ?? person!.email
  const gift = await payload.create({
    collection: 'gifts',
    overrideAccess: true,
    depth: 0,
    data: {
      campaign: campaign.id,
      amountMinor: choices.amountMinor,
      currency,
      frequency: choices.frequency,
      donor: person ? Number(person.id) : null,
      donorName,
      donorEmail,
      organisation: choices.organisation,
      recognition: choices.recognition,
      dedication: choices.dedication,
      dedicatedTo: choices.dedicatedTo,
      status: 'pending',
      source: 'online',
    },
  })

  const made = await createOrder(payload, {
    buyer: person ? { person } : { guest: { email: donorEmail, name: donorName } },
    lines: [{ kind: DONATION_KIND, product: String(gift.id), quantity: 1 }],
    currency,
  })
  if (!made.ok) {
    await database(payload).execute(
      sql`UPDATE gifts SET status = 'cancelled', updated_at = now() WHERE id = ${gift.id}`,
    )
    return { ok: false, message: made.message }
  }
  await database(payload).execute(sql`UPDATE gifts SET order_id = ${made.order.id} WHERE id = ${gift.id}`)
  const publicUrl = settings.PUBLIC_URL.replace(/\/+$/, '')
  const started = await startCheckout(payload, {
    orderNumber: made.order.number,
    gateway,
    back: {
      paid: `${publicUrl}${receiptPath(made.order.number, made.guestToken)}`,
      cancelled: `${publicUrl}/donors/${encodeURIComponent(slug)}`,
    },
  })
  if (!started.ok) return { ok: false, message: started.message }
  return { ok: true, redirectTo: started.redirectTo }
}
