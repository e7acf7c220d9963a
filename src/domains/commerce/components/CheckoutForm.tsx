'use client'

import { useActionState } from 'react'

import { ActionMessage, SubmitButton, TextField } from '@/ui/forms'

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
      {signedInAs ? (
        <p>
          You are buying as <strong>{signedInAs}</strong>. The receipt goes to this address.
        </p>
      ) : (
        <fieldset className="space-y-4">
          <legend className="font-medium">Your details</legend>
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            hint="For the receipt and the link to your order."
            defaultValue={state.fields?.email}
            error={errors.email}
          />
          <TextField
            name="name"
            label="Name"
            autoComplete="name"
            defaultValue={state.fields?.name}
            error={errors.name}
          />
        </fieldset>
      )}
      <SubmitButton pending={pending} label="Continue to payment" pendingLabel="Starting payment…" />
      <p className="text-sm text-muted">You pay on the next page, with {provider}.</p>
    </form>
  )
}
