import type { Payload } from 'payload'

import type { MembershipPlan } from '@/payload-types'

type SeedPlan = Omit<MembershipPlan, 'id' | 'createdAt' | 'updatedAt' | 'currency'>

/** The plans a fresh site starts with; staff change them in the control panel. */
export const FIRST_PLANS: SeedPlan[] = [
  {
    name: 'Artist',
    slug: 'artist',
    audience: 'artist',
    priceMinor: 9500,
    reducedPriceMinor: 6000,
    reducedFor: 'Students and artists over 65',
    term: 'calendar-year',
    graceDays: 30,
    grantsRole: null,
    whoFor: 'Artists who live or work in the city, with an approved artist account.',
    benefits: [
      { benefit: 'Open Studios registration at the member price' },
      { benefit: 'Your profile and artworks in the artist directory' },
      { benefit: 'Artist resources, workshops and portfolio reviews' },
      { benefit: 'The members’ newsletter' },
    ],
    status: 'active',
    position: 10,
  },
  {
    name: 'Art lover',
    slug: 'artlover',
    audience: 'artlover',
    priceMinor: 6000,
    reducedPriceMinor: 3500,
    reducedFor: 'Students and seniors',
    term: 'twelve-months',
    graceDays: 30,
    grantsRole: 'artlover',
    whoFor: 'Anyone who loves art and wants to keep Open Studios free for visitors.',
    benefits: [
      { benefit: 'Perks and discounts from partner businesses' },
      { benefit: 'Previews and members’ evenings before Open Studios' },
      { benefit: 'Favourite artists and artworks' },
      { benefit: 'The members’ newsletter' },
    ],
    status: 'active',
    position: 20,
  },
  {
    name: 'Household',
    slug: 'household',
    audience: 'artlover',
    priceMinor: 9000,
    reducedPriceMinor: null,
    reducedFor: null,
    term: 'twelve-months',
    graceDays: 30,
    grantsRole: 'artlover',
    whoFor: 'Two adults and the children of one household, on one account.',
    benefits: [
      { benefit: 'Everything in the art lover membership, for the whole household' },
      { benefit: 'Two guests at members’ evenings' },
    ],
    status: 'active',
    position: 30,
  },
]

/**
 * The first plans, on a site that has none (under the start-up lock, so one
 * process seeds them): a plan staff retire or rename is never brought back.
 */
export async function seedMembershipPlans(payload: Payload, currency: string): Promise<string[]> {
  const { totalDocs } = await payload.count({ collection: 'membership-plans', overrideAccess: true })
  if (totalDocs > 0) return []
  for (const plan of FIRST_PLANS) {
    await payload.create({ collection: 'membership-plans', overrideAccess: true, data: { ...plan, currency } })
  }
  return FIRST_PLANS.map((plan) => `/${plan.slug}membership`)
}
