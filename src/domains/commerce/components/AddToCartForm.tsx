'use client'

import { useActionState } from 'react'

import { ActionMessage } from '@/ui/forms'

import { addToCartAction, type ShopFormState } from '../shop-actions'

/** Quantity and "Add to cart": a plain form post without JavaScript; with it, a refusal shows in place. */
export function AddToCartForm({ productId, maxQuantity }: { productId: number; maxQuantity: number }) {
  const [state, action, pending] = useActionState<ShopFormState, FormData>(addToCartAction, { status: 'idle' })
  const error = state.fieldErrors?.quantity
  return (
    <form action={action} className="mt-6 space-y-4">
      <ActionMessage id="add-to-cart-message" state={state} />
      <input type="hidden" name="product" value={productId} />
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="quantity" className="block font-medium">
            Quantity
          </label>
          <input
            id="quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxQuantity}
            step={1}
            defaultValue={state.fields?.quantity ?? '1'}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'quantity-error' : undefined}
            className="mt-1 block w-24 rounded-md border border-stone-400 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700"
          />
        </div>
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-accent px-5 py-2.5 font-medium text-white hover:bg-accent-strong disabled:opacity-70"
        >
          {pending ? 'Adding…' : 'Add to cart'}
        </button>
      </div>
      {error ? (
        <p id="quantity-error" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </form>
  )
}
