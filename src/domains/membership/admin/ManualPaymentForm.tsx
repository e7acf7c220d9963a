import { formatMoney, MANUAL_METHODS } from '@/domains/commerce'
import { ToolForm } from '@/platform/cpanel/ToolForm'

import type { PlanListRow } from '../services/plan-admin'
import { AUDIENCE_LABELS } from '../services/vocabulary'
import { manualPaymentAction } from './actions'

const METHOD_LABELS: Record<string, string> = { cheque: 'Cheque', cash: 'Cash', transfer: 'Bank transfer' }

/** A member's page: the plan (at its price or its reduced price) paid by hand, how, and its reference. */
export function ManualPaymentForm({ person, plans }: { person: number; plans: readonly PlanListRow[] }) {
  const options = plans.flatMap((plan) => {
    const full = {
      value: String(plan.id),
      label: `${plan.name} (${AUDIENCE_LABELS[plan.audience]}): ${formatMoney({ minor: plan.priceMinor, currency: plan.currency })}`,
    }
    if (plan.reducedPriceMinor === null) return [full]
    const reduced = formatMoney({ minor: plan.reducedPriceMinor, currency: plan.currency })
    return [
      full,
      {
        value: `${plan.id}:reduced`,
        label: `${plan.name}, reduced (${plan.reducedFor ?? 'as the plan says'}): ${reduced}`,
      },
    ]
  })
  return (
    <ToolForm
      id="manual"
      action={manualPaymentAction}
      hidden={{ person }}
      submit="Record the payment"
      fields={[
        { name: 'plan', label: 'Plan and price received', type: 'select', options },
        {
          name: 'method',
          label: 'Paid by',
          type: 'select',
          options: MANUAL_METHODS.map((value) => ({ value, label: METHOD_LABELS[value] ?? value })),
        },
        { name: 'reference', label: 'Reference', type: 'text', maxLength: 200, hint: 'A cheque’s number, who paid.' },
      ]}
    />
  )
}
