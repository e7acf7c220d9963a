'use client'

import { useActionState } from 'react'

import { BuyerDetails } from '@/ui/BuyerDetails'
import { ActionMessage, SubmitButton } from '@/ui/forms'

import type { TicketSale } from '../services/ticket-sales'
import { buyTicketsAction, type TicketFormState } from '../ticket-actions'

const MAX = 10

/**
 * The tickets page's form: a number for each ticket kind at each date (none
 * for a sold-out one), the guest's address and name (a signed-in person buys
 * as themselves), and "Continue to payment". A plain form post without
 * JavaScript; a refusal comes back above the form with what was typed kept.
 */
export function TicketsForm({
  sale,
  signedInAs,
  provider,
  holdMinutes,
}: {
  sale: TicketSale
  signedInAs: string | null
  provider: string
  /** How long the tickets stay held while the person pays. */
  holdMinutes: number
}) {
  const [state, action, pending] = useActionState<TicketFormState, FormData>(buyTicketsAction, { status: 'idle' })
  const errors = state.fieldErrors ?? {}
  return (
    <form action={action} noValidate className="mt-8 space-y-8">
      <ActionMessage id="tickets-message" state={state} />
      <input type="hidden" name="event" value={sale.slug} />
      {sale.dates.map((date, index) => (
        <fieldset key={date.startsAt} className="rounded-lg border border-line bg-white p-5">
          <legend className="px-1 text-lg font-semibold">{date.when}</legend>
          <ul className="divide-y divide-line">
            {date.choices.map((choice, kindIndex) => {
              const id = `tickets-${index}-${kindIndex}`
              const field = `ticket:${choice.product}`
              return (
                <li key={choice.product} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div>
                    {choice.left > 0 ? (
                      <label htmlFor={id} className="font-medium">
                        {choice.name}, {choice.price}
                      </label>
                    ) : (
                      <p className="font-medium">
                        {choice.name}, {choice.price}
                      </p>
                    )}
                    <p id={`${id}-left`} className={choice.left > 0 ? 'text-sm text-muted' : 'text-sm font-semibold'}>
                      {choice.leftText}
                    </p>
                  </div>
                  {choice.left > 0 ? (
                    <input
                      id={id}
                      name={field}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={Math.min(MAX, choice.left)}
                      defaultValue={state.fields?.[field] ?? '0'}
                      aria-describedby={`${id}-left`}
                      className="w-24 rounded-md border border-stone-400 bg-white px-3 py-2 text-base"
                    />
                  ) : null}
                </li>
              )
            })}
          </ul>
        </fieldset>
      ))}
      <BuyerDetails
        signedInAs={signedInAs}
        sent="The tickets and the receipt go to this address."
        hint="Your tickets, each with its check-in code, and the receipt go to this address."
        fields={state.fields}
        errors={errors}
      />
      <div className="max-w-sm">
        <SubmitButton pending={pending} label="Continue to payment" pendingLabel="Starting payment…" />
      </div>
      <p className="text-sm text-muted">
        You pay on the next page, with {provider}. Your tickets are kept for you for {holdMinutes} minutes while you
        pay.
      </p>
    </form>
  )
}
