import type { AdminViewServerProps } from 'payload'

import { mayUseControlPanelTool } from '@/domains/accounts'
import { formatMoney } from '@/domains/commerce'
import { EmptyState, toolView, type ToolContext } from '@/platform/cpanel'
import { ToolForm, type FieldSpec } from '@/platform/cpanel/ToolForm'

import { amountField, planList, priceFieldNames } from '../services/plan-admin'
import { artLoverPricesAction } from './actions'
import { MEMBERSHIP_TOOL, PRICING_TOOL as tool } from './tools'

/**
 * `/cpanel/pricingartlovers` (decision 048): every offered art lover plan's
 * price and reduced price on one form, saved together or not at all. Staff
 * only.
 */
export async function PricingTool(view: AdminViewServerProps) {
  return toolView(view, tool, mayUseControlPanelTool, prices)
}

async function prices({ payload }: ToolContext) {
  const plans = (await planList(payload, 'artlover')).filter((plan) => plan.status === 'active')
  const admin = payload.config.routes.admin
  const fields: FieldSpec[] = plans.flatMap((plan) => {
    const names = priceFieldNames(plan.id)
    return [
      {
        name: names.price,
        label: `${plan.name}: price (${plan.currency})`,
        type: 'text' as const,
        maxLength: 20,
        defaultValue: amountField(plan.priceMinor, plan.currency),
        hint: `Now ${formatMoney({ minor: plan.priceMinor, currency: plan.currency })}, at /${plan.slug}membership.`,
      },
      {
        name: names.reducedPrice,
        label: `${plan.name}: reduced price (${plan.currency}, optional)`,
        type: 'text' as const,
        maxLength: 20,
        defaultValue: amountField(plan.reducedPriceMinor, plan.currency),
        hint: `Now ${
          plan.reducedPriceMinor === null
            ? 'none'
            : formatMoney({ minor: plan.reducedPriceMinor, currency: plan.currency })
        }${plan.reducedFor ? `; for ${plan.reducedFor}` : ''}. Leave empty for no reduced price.`,
      },
    ]
  })
  return (
    <section className="cpanel-tool__section" aria-labelledby="prices-heading">
      <h2 id="prices-heading">Art lover plans’ prices</h2>
      <p>
        A change takes effect for new orders only: an order already made keeps the price it was made at. All the prices
        are saved together, or none if one is refused.
      </p>
      {plans.length === 0 ? (
        <EmptyState title="No art lover plan is offered.">
          Make one, or offer a retired one again, under{' '}
          <a href={`${admin}/${MEMBERSHIP_TOOL.name}?show=plans`}>Memberships, Plans</a>.
        </EmptyState>
      ) : (
        <>
          <ToolForm
            id="prices"
            action={artLoverPricesAction}
            hidden={{ plans: plans.map((plan) => plan.id).join(',') }}
            submit="Save the prices"
            fields={fields}
          />
        </>
      )}
    </section>
  )
}
