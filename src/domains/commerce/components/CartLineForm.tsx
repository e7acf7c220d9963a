'use client'

import { useActionState } from 'react'

import { updateCartLineAction, type ShopFormState } from '../shop-actions'

/** One line's quantity with "Update" and "Remove": a plain form post without JavaScript. */
export function CartLineForm({
  productId,
  name,
  quantity,
  maxQuantity,
}: {
  productId: number
  name: string
  quantity: number
  maxQuantity: number
}) {
  const [state, action, pending] = useActionState<ShopFormState, FormData>(updateCartLineAction, { status: 'idle' })
  const id = `quantity-${productId}`
  const problem = state.fieldErrors?.quantity ?? (state.status === 'error' ? state.message : undefined)
  return (
    <form action={action} className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <input type="hidden" name="product" value={productId} />
      <div>
        {/* The column's heading says "Quantity" to the eye; the label names the line for everyone else. */}
        <label htmlFor={id} className="sr-only">
          Quantity of {name}
        </label>
        <input
          id={id}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={0}
          max={maxQuantity}
          step={1}
          defaultValue={state.fields?.quantity ?? String(quantity)}
          key={quantity}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          className="block w-16 rounded-md border border-stone-400 bg-white px-2 py-1.5 text-base aria-[invalid=true]:border-red-700"
        />
      </div>
      <button
        type="submit"
        disabled={pending}
        className="rounded-md border border-stone-400 bg-white px-2.5 py-1.5 font-medium hover:border-ink disabled:opacity-70"
      >
        Update<span className="sr-only"> {name}</span>
      </button>
      <button
        type="submit"
        name="remove"
        value="1"
        disabled={pending}
        className="rounded-md px-1 py-1.5 font-medium text-accent underline underline-offset-4 hover:text-accent-strong disabled:opacity-70"
      >
        Remove<span className="sr-only"> {name}</span>
      </button>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </form>
  )
}
