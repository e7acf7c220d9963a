'use client'

import { useActionState } from 'react'

import { ActionMessage, SubmitButton } from '@/ui/forms'

import { buyAdAction, type BuyAdState } from '../ad-actions'

/** Buying a guide ad: a size and the business's name, a plain form post without JavaScript. */
export function AdvertiseBuyForm({ sizes }: { sizes: { id: number; name: string; price: string; left: number }[] }) {
  const [state, action, pending] = useActionState<BuyAdState, FormData>(buyAdAction, { status: 'idle' })
  const sizeError = state.fieldErrors?.size
  const nameError = state.fieldErrors?.businessName
  const chosen = state.fields?.size
  return (
    <form action={action} className="space-y-5">
      <ActionMessage id="buy-ad-message" state={state} />
      {state.signIn ? (
        <p>
          <a href={state.signIn}>Sign in</a> or <a href="/newmember">create an account</a>, then come back to buy an ad.
        </p>
      ) : null}
      <fieldset aria-describedby={sizeError ? 'size-error' : undefined}>
        <legend className="font-medium">Size</legend>
        <div className="mt-2 space-y-2">
          {sizes.map((size) => (
            <label key={size.id} className="flex items-center gap-3">
              <input
                type="radio"
                name="size"
                value={size.id}
                disabled={size.left === 0}
                defaultChecked={chosen === String(size.id)}
                className="h-4 w-4 accent-[var(--color-accent)]"
              />
              <span>
                {size.name} — {size.price}
                {size.left === 0 ? <span className="text-muted"> (sold out)</span> : null}
              </span>
            </label>
          ))}
        </div>
        {sizeError ? (
          <p id="size-error" className="mt-1 text-sm text-red-800">
            {sizeError}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor="businessName" className="block font-medium">
          Business name
        </label>
        <p id="businessName-hint" className="text-sm text-muted">
          As the guide’s list of advertisers will print it.
        </p>
        <input
          id="businessName"
          name="businessName"
          type="text"
          maxLength={120}
          required
          autoComplete="organization"
          defaultValue={state.fields?.businessName}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? 'businessName-hint businessName-error' : 'businessName-hint'}
          className="mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700"
        />
        {nameError ? (
          <p id="businessName-error" className="mt-1 text-sm text-red-800">
            {nameError}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={pending} label="Buy this ad" pendingLabel="Going to checkout…" />
      <p className="text-sm text-muted">You pay now, then send the artwork from the ad’s page.</p>
    </form>
  )
}
