import type { Metadata } from 'next'

import { payloadInstance } from '@/platform/payload'
import { notFoundMetadata, PageNotFound } from '@/ui/NotFoundPage'

import { planPagePath } from '../services/addresses'
import { planPage } from '../services/plan-pages'
import { PlanView } from './PlanView'

/**
 * The plan pages as their route calls them (decisions 039, 047): data cached
 * under the membership tag, the same HTML for everyone; Join or Renew is
 * asked in the browser.
 */

export async function planMetadata(product: string): Promise<Metadata> {
  const plan = await planPage(await payloadInstance(), product)
  if (!plan) return notFoundMetadata
  return {
    title: `${plan.name} membership`,
    description: `${plan.whoFor ?? `Become a ${plan.name.toLowerCase()} member.`} ${plan.price}, ${plan.termLabel.toLowerCase()}.`,
    alternates: { canonical: planPagePath(product) },
  }
}

export async function PlanRoute({ product }: { product: string }) {
  const plan = await planPage(await payloadInstance(), product)
  if (!plan) return <PageNotFound path={planPagePath(encodeURIComponent(product))} />
  return <PlanView plan={plan} />
}
