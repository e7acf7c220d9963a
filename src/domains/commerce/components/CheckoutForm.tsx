'use client'

import { useActionState } from 'react'

import { BuyerDetails } from '@/ui/BuyerDetails'
import { ActionMessage, SubmitButton } from '@/ui/forms'

import { checkoutAction, type ShopFormState } from '../shop-actions'

/**
 * "Continue to payment": a guest gives the address for the receipt and a
 * name; a signed-in person is not asked. A plain form post without
 * JavaScript; a refusal (sold out meanwhile) is shown and the cart kept.
 */
export function CheckoutForm({ signedInAs, provider }: { signedInAs: string | null; provider: string }) {
  const [state, action, pending] = useActionState<ShopFormState, FormData>(checkoutAction, { status: 'idle' })
  const errors = state.fieldErrors ?? {}
  return (
    <form action={action} noValidate className="space-y-5">
      <ActionMessage id="checkout-message" state={state} />
      <BuyerDetails
        signedInAs={signedInAs}
        sent="The receipt goes to this address."
        hint="For the receipt and the link to your order."
        fields={state.fields}
        errors={errors}
      />
      <SubmitButton pending={pending} label="Continue to payment" pendingLabel="Starting payment…" />
      <p className="text-sm text-muted">You pay on the next page, with {provider}.</p>
    </form>
  )
}
