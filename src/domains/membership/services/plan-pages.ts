import type { Payload } from 'payload'

import { formatMoney } from '@/domains/commerce'
import { cachedPageData, expireCachedPages } from '@/platform/http/public-pages'
import type { MembershipPlan } from '@/payload-types'

import { planPagePath } from './addresses'
import { AUDIENCES, TERM_LENGTH_LABELS, type Audience } from './vocabulary'

/**
 * The data of the plan pages, the same for every visitor (decision 039):
 * plans read as an anonymous visitor reads them, only active ones. Nothing
 * about the person at the browser is in it: the button's Join or Renew is
 * asked in the browser.
 */
export const MEMBERSHIP_TAG = 'membership-plans'
const PLAN_DATA_SECONDS = 60

export type PlanPage = {
  name: string
  slug: string
  audience: Audience
  price: string
  reducedPrice: string | null
  reducedFor: string | null
  termLabel: string
  graceDays: number
  benefits: string[]
  whoFor: string | null
  /** The audience's other active plans, for the page to link to. */
  others: { name: string; path: string; price: string }[]
}

function priceOf(minor: number, currency: string): string {
  return formatMoney({ minor, currency })
}

/**
 * The plan a `/{product}membership` address shows: the active plan of that
 * slug; for an audience's own address (`/artistmembership`,
 * `/artlovermembership`) whose plan was retired or renamed, the audience's
 * first active plan. Anything else is nothing (the site's 404).
 */
async function loadPlanPage(payload: Payload, product: string): Promise<PlanPage | null> {
  const { docs } = await payload.find({
    collection: 'membership-plans',
    where: { status: { equals: 'active' } },
    sort: 'position',
    depth: 0,
    limit: 100,
    overrideAccess: false,
  })
  const plan =
    docs.find((doc) => doc.slug === product) ??
    ((AUDIENCES as readonly string[]).includes(product) ? docs.find((doc) => doc.audience === product) : undefined)
  if (!plan) return null
  return {
    ...view(plan),
    others: docs
      .filter((doc) => doc.audience === plan.audience && doc.id !== plan.id)
      .map((doc) => ({ name: doc.name, path: planPagePath(doc.slug), price: priceOf(doc.priceMinor, doc.currency) })),
  }
}

function view(plan: MembershipPlan): Omit<PlanPage, 'others'> {
  return {
    name: plan.name,
    slug: plan.slug,
    audience: plan.audience,
    price: priceOf(plan.priceMinor, plan.currency),
    reducedPrice:
      plan.reducedPriceMinor === null || plan.reducedPriceMinor === undefined
        ? null
        : priceOf(plan.reducedPriceMinor, plan.currency),
    reducedFor: plan.reducedFor ?? null,
    termLabel: TERM_LENGTH_LABELS[plan.term],
    graceDays: plan.graceDays,
    benefits: (plan.benefits ?? []).map((row) => row.benefit),
    whoFor: plan.whoFor ?? null,
  }
}

export function planPage(payload: Payload, product: string): Promise<PlanPage | null> {
  return cachedPageData((key: string) => loadPlanPage(payload, key), ['membership', 'plan'], {
    tags: [MEMBERSHIP_TAG],
    revalidate: PLAN_DATA_SECONDS,
  })(product)
}

/** The addresses of the plan pages, for the sitemap: each active plan's, and the audiences' own when they answer; cached under the plans' tag. */
export function planPagePaths(payload: Payload): Promise<string[]> {
  return cachedPageData(
    async () => {
      const { docs } = await payload.find({
        collection: 'membership-plans',
        where: { status: { equals: 'active' } },
        sort: 'position',
        depth: 0,
        limit: 100,
        overrideAccess: false,
      })
      const slugs = new Set(docs.map((doc) => doc.slug))
      for (const audience of AUDIENCES) if (docs.some((doc) => doc.audience === audience)) slugs.add(audience)
      return [...slugs].map(planPagePath)
    },
    ['membership', 'plan-paths'],
    { tags: [MEMBERSHIP_TAG], revalidate: PLAN_DATA_SECONDS },
  )()
}

/** A plan changed: its pages are drawn afresh (all of them: an audience's address may show another plan now). */
export function expirePlanPages(): void {
  expireCachedPages({ tags: [MEMBERSHIP_TAG] })
}
