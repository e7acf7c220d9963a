import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isStaff, recordAudit, type Person } from '@/domains/accounts'
import { createOrder, MANUAL_METHODS, recordManualPayment } from '@/domains/commerce'
import { inTransaction, rowsOf, type Transaction } from '@/platform/database/transaction'

import { expireRegisteredArtistsPages, REGISTRATION_KIND } from './registration-kind'
import { registrationOf, registrationRecord, updateRegistration, type RegistrationRecord } from './registration-store'
import { currentSeason } from './seasons'

/** A studio as staff (or a test) give it: found by address and unit, made when there is none. */
export type StudioAsked = { address: string; unit?: string; latitude?: number; longitude?: number }

export type HandRegistration = {
  email: string
  tier?: string
  /** The weekends' numbers in the season (1, 2…). */
  weekends: number[]
  studio?: StudioAsked
  /** Waive the fee (registered at once, price 0), or record money taken by hand. */
  payment: { waive: true } | { waive: false; method: string; note: string }
  /** Register again an artist registered already (the test route, whose specs may run twice on one database). */
  replace?: boolean
}

export type HandRegistered =
  { ok: true; registration: number; studio: number; orderNumber: string | null } | { ok: false; message: string }

async function studioAt(tx: Transaction, artist: number, asked: StudioAsked): Promise<number> {
  const address = asked.address.trim()
  const unit = asked.unit?.trim() || null
  const [found] = await rowsOf<{ id: number }>(
    tx.db,
    sql`SELECT id FROM os_studios WHERE address = ${address}
        AND coalesce(unit, '') = ${unit ?? ''} ORDER BY id LIMIT 1`,
  )
  if (found) return Number(found.id)
  const placed = asked.latitude !== undefined && asked.longitude !== undefined
  const made = await tx.req.payload.create({
    collection: 'os-studios',
    data: {
      address,
      unit,
      latitude: placed ? asked.latitude : null,
      longitude: placed ? asked.longitude : null,
      positionSource: placed ? 'placed' : 'none',
      addedBy: artist,
    },
    overrideAccess: true,
    req: tx.req,
    depth: 0,
  })
  return made.id
}

/**
 * Registers an artist by hand for the current season (decision 051): the
 * person by email, a tier, weekends by number, a studio by address. With the
 * fee waived the artist is registered at once at no charge; otherwise an
 * order of the registration kind is made and paid by the money staff took
 * (`recordManualPayment`), so it is registered exactly as an online payment
 * registers it. Staff decide: neither the capacity nor the artist's
 * eligibility stops a waived registration. `by` is the staff person, or null
 * for the test route.
 */
export async function registerByHand(
  payload: Payload,
  by: Person | null,
  asked: HandRegistration,
  now: Date,
): Promise<HandRegistered> {
  const season = await currentSeason(payload)
  if (!season) return { ok: false, message: 'No Open Studios season is current.' }
  const email = asked.email.trim().toLowerCase()
  const person = email
    ? (
        await payload.find({
          collection: 'users',
          where: { email: { equals: email } },
          limit: 1,
          overrideAccess: true,
          depth: 0,
        })
      ).docs[0]
    : undefined
  if (!person)
    return { ok: false, message: `Nobody has the address ${asked.email || '(none given)'}: they join the site first.` }
  const tier = asked.tier?.trim() || season.tiers[0]?.key
  if (!tier || !season.tiers.some((candidate) => candidate.key === tier)) {
    return { ok: false, message: `There is no “${asked.tier}” tier this season.` }
  }
  const weekends = season.weekends.filter((weekend) => asked.weekends.includes(weekend.number))
  if (weekends.length === 0 || weekends.length > 2 || weekends.length !== new Set(asked.weekends).size) {
    return {
      ok: false,
      message: `Give one or two of this season’s weekend numbers (${season.weekends.map((w) => w.number).join(', ')}).`,
    }
  }
  if (!asked.payment.waive && !MANUAL_METHODS.includes(asked.payment.method as (typeof MANUAL_METHODS)[number])) {
    return { ok: false, message: 'Say how it was paid: cheque, cash or bank transfer.' }
  }
  const existing = await registrationOf(payload, season.id, person.id)
  if (existing?.status === 'registered' && !asked.replace)
    return { ok: false, message: `${email} is registered already.` }
  const address = asked.studio?.address?.trim() || ''
  if (!address && !existing?.studio) return { ok: false, message: 'Give the studio’s street address.' }
  if (address.length > 200) return { ok: false, message: 'Keep the address under 200 characters.' }

  const waive = asked.payment.waive
  const saved = await inTransaction<{ registration: RegistrationRecord; studio: number }>(payload, async (tx) => {
    const studio = address ? await studioAt(tx, person.id, { ...asked.studio!, address }) : existing!.studio!
    const data = {
      tier,
      weekends: weekends.map((weekend) => weekend.id),
      studio,
      emerging: false,
      registeredBy: by ? Number(by.id) : null,
      order: null,
      queuedAt: null,
      offerEndsAt: null,
      endedAt: null,
      endReason: null,
      ...(waive
        ? {
            status: 'registered' as const,
            feeWaived: true,
            priceMinor: 0,
            priceParts: [{ label: 'Registration fee', amountMinor: 0, reason: 'Waived by staff' }],
            registeredAt: now.toISOString(),
          }
        : { status: 'draft' as const, feeWaived: false, priceMinor: null, priceParts: null, registeredAt: null }),
    }
    const registration = existing
      ? await updateRegistration(tx, existing.id, data)
      : registrationRecord(
          await tx.req.payload.create({
            collection: 'os-registrations',
            data: { ...data, season: season.id, artist: person.id },
            overrideAccess: true,
            req: tx.req,
            depth: 0,
          }),
        )
    return { commit: true, value: { registration, studio } }
  })

  let orderNumber: string | null = null
  if (!asked.payment.waive) {
    if (!by) return { ok: false, message: 'Only staff record a payment.' }
    const made = await createOrder(payload, {
      buyer: { person },
      lines: [{ kind: REGISTRATION_KIND, product: String(saved.registration.id), quantity: 1 }],
      currency: season.currency,
      now,
    })
    if (!made.ok) return { ok: false, message: `The registration is saved as a draft, but not paid: ${made.message}` }
    orderNumber = made.order.number
    const paid = await recordManualPayment(payload, by, {
      orderNumber,
      method: asked.payment.method,
      amountMinor: made.order.totalMinor,
      note: asked.payment.note,
    })
    if (!paid.ok) return { ok: false, message: `Order ${orderNumber} is made, but not paid: ${paid.message}` }
  } else {
    expireRegisteredArtistsPages()
  }
  if (by) {
    await recordAudit(payload, {
      actor: Number(by.id),
      action: 'os-registration.register',
      targetCollection: 'os-registrations',
      targetId: saved.registration.id,
      summary: { artist: email, tier, weekends: asked.weekends, feeWaived: waive, order: orderNumber },
    })
  }
  return { ok: true, registration: saved.registration.id, studio: saved.studio, orderNumber }
}

/** The staff tool's hand registration: staff only, audited. */
export async function registerByStaff(payload: Payload, staff: Person, asked: HandRegistration, now: Date) {
  if (!isStaff(staff)) return { ok: false as const, message: 'Only staff register an artist by hand.' }
  return registerByHand(payload, staff, asked, now)
}
