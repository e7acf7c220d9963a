import { sql } from '@payloadcms/db-postgres'

import { hasRole, type Person } from '@/domains/accounts'
import type { ProductKind } from '@/domains/commerce'
import { rowsOf, type Transaction } from '@/platform/database/transaction'

import { organisationDate } from '@/platform/calendar'
import { addTerm, planBySlug, type PlanRow } from './memberships'
import { MEMBERSHIP_KIND, PLAN_SLUG } from './vocabulary'

/** A line's product: the plan's slug, and `:reduced` when the buyer states they qualify for its reduced price. */
export function membershipProduct(slug: string, reduced: boolean): string {
  return reduced ? `${slug}:reduced` : slug
}

export function parseMembershipProduct(product: string): { slug: string; reduced: boolean } | null {
  const [slug, rest, ...more] = product.split(':')
  if (!PLAN_SLUG.test(slug ?? '') || more.length || (rest !== undefined && rest !== 'reduced')) return null
  return { slug, reduced: rest === 'reduced' }
}

/** Why this person cannot buy this plan now, in words, or null (decision 047). */
export function refusalFor(
  plan: PlanRow | undefined,
  wanted: { reduced: boolean },
  person: Person | null,
): string | null {
  if (!plan) return 'This membership plan is not known.'
  if (plan.status !== 'active') return `The ${plan.name} membership is no longer offered.`
  if (wanted.reduced && plan.reducedPriceMinor === null) return `The ${plan.name} membership has no reduced price.`
  if (!person) return 'Please sign in, or join the site first: a membership belongs to an account.'
  if (plan.audience === 'artist' && !hasRole(person, 'artist')) {
    return 'The artist membership is for artists with an approved artist account. Apply from your dashboard first.'
  }
  return null
}

async function planOf(tx: Transaction, product: string) {
  const wanted = parseMembershipProduct(product)
  return {
    wanted: wanted ?? { slug: '', reduced: false },
    plan: wanted ? await planBySlug(tx.db, wanted.slug) : undefined,
  }
}

/**
 * Commerce's `membership` kind (decision 047). A line's product names a plan
 * (and the reduced price); its price is the plan's at the time of the order,
 * kept on the line, so a price change reaches new orders only. Paying starts
 * the buyer's next term (joining, renewing or changing plan) and grants the
 * plan's role in the paying transaction; commerce fulfils a line once, and a
 * term records its order, so a second notification adds nothing.
 */
export function membershipKind(options: { timeZone: string; now?: () => Date }): ProductKind {
  const now = options.now ?? (() => new Date())
  return {
    name: MEMBERSHIP_KIND,
    label: 'Membership',

    async mayBuy(tx, person, product) {
      const { plan, wanted } = await planOf(tx, product)
      return refusalFor(plan, wanted, person)
    },

    async priceFor(tx, line, person) {
      const { plan, wanted } = await planOf(tx, line.product)
      const refusal = refusalFor(plan, wanted, person)
      if (refusal || !plan) throw new Error(refusal ?? 'This membership plan is not known.')
      if (line.quantity !== 1) throw new Error('A membership is bought one at a time.')
      if (wanted.reduced) {
        return {
          unitMinor: plan.reducedPriceMinor ?? plan.priceMinor,
          description: `${plan.name} membership (reduced price)`,
          reason: `Reduced price: the buyer states they qualify (${plan.reducedFor ?? 'as the plan says'})`,
        }
      }
      return { unitMinor: plan.priceMinor, description: `${plan.name} membership`, reason: 'The plan’s price' }
    },

    /** Money arrived: the term is added even if the plan was retired since the order was made. */
    async fulfil(tx, line) {
      const wanted = parseMembershipProduct(line.product)
      const plan = wanted ? await planBySlug(tx.db, wanted.slug) : undefined
      if (!plan || !wanted) throw new Error(`The membership plan of order ${line.order.number} is not known.`)
      if (line.order.buyer === null)
        throw new Error(`Order ${line.order.number} has no account to hold its membership.`)
      const [order] = await rowsOf<{ currency: string }>(
        tx.db,
        sql`SELECT currency FROM orders WHERE id = ${line.order.id}`,
      )
      await addTerm(
        tx,
        {
          person: line.order.buyer,
          plan,
          source: 'order',
          order: line.order.id,
          paidMinor: line.unitPriceMinor * line.quantity,
          currency: order?.currency ?? plan.currency,
          reduced: wanted.reduced,
        },
        organisationDate(now(), options.timeZone),
      )
    },
  }
}
