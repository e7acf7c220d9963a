'use client'

import { useActionState, useEffect, useState } from 'react'

import { ActionMessage, SubmitButton, TextField } from '@/ui/forms'

import { giveAction, type GiveFormState } from '../actions'
import { DEDICATION_LABELS, DEDICATIONS, OTHER_AMOUNT, RECOGNITION_LABELS, RECOGNITIONS } from '../services/giving'

type Visitor = { person: { name: string | null; email: string } | null }

/**
 * Who is giving, asked in the browser from `/api/session`: the page is the
 * same cached HTML for everyone (decision 039). `undefined` until known;
 * without JavaScript it stays so and the guest's fields are shown — the
 * server uses a signed-in person's account whatever they hold.
 */
function useSignedIn(): Visitor['person'] | null | undefined {
  const [person, setPerson] = useState<Visitor['person'] | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    fetch('/api/session', { credentials: 'same-origin', cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<Visitor>) : { person: null }))
      .then((visitor) => live && setPerson(visitor.person ?? null))
      .catch(() => live && setPerson(null))
    return () => {
      live = false
    }
  }, [])
  return person
}

const radio = 'h-4 w-4 accent-[var(--color-accent)]'
const fieldError = (id: string, error?: string) =>
  error ? (
    <p id={id} className="mt-1 text-sm text-red-800">
      {error}
    </p>
  ) : null

/** One choice of amount, drawn as a box that shows when it is chosen; "Another amount" takes two columns, its words being wider than an amount's. */
const amountChoiceBox =
  'flex cursor-pointer items-center gap-2 rounded-md border border-stone-400 bg-white px-3 py-2 has-[:checked]:border-accent has-[:checked]:bg-accent-soft'

/** The giving form: an amount, once or every year, a dedication, an organisation, how to be listed, and who gives. */
export function GiveForm({
  campaign,
  amounts,
  yearlyGiving,
}: {
  campaign: { id: number; slug: string }
  /** Suggested amounts: minor units and how they read. */
  amounts: { minor: number; label: string }[]
  yearlyGiving: boolean
}) {
  const [state, action, pending] = useActionState<GiveFormState, FormData>(giveAction, { status: 'idle' })
  const person = useSignedIn()
  const fields = state.fields ?? {}
  const errors = state.fieldErrors ?? {}
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  const amountChoice = chosen ?? fields.amount ?? ''
  const signIn = `/login?next=${encodeURIComponent(`/donors/${campaign.slug}`)}`

  return (
    <form action={action} noValidate className="space-y-6">
      <ActionMessage id="give-message" state={state} />
      {state.signIn ? (
        <p>
          <a href={state.signIn}>Sign in to give every year</a>, or give once now.
        </p>
      ) : null}
      <input type="hidden" name="campaign" value={campaign.id} />

      <fieldset aria-describedby={errors.amount ? 'amount-error' : undefined}>
        <legend className="font-medium">Your gift</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {amounts.map((amount) => (
            <label key={amount.minor} className={amountChoiceBox}>
              <input
                type="radio"
                name="amount"
                value={amount.minor}
                checked={amountChoice === String(amount.minor)}
                onChange={() => setChosen(String(amount.minor))}
                className={radio}
              />
              <span className="font-semibold tabular-nums">{amount.label}</span>
            </label>
          ))}
          {amounts.length > 0 ? (
            <label className={`${amountChoiceBox} col-span-2`}>
              <input
                type="radio"
                name="amount"
                value={OTHER_AMOUNT}
                checked={amountChoice === OTHER_AMOUNT}
                onChange={() => setChosen(OTHER_AMOUNT)}
                className={radio}
              />
              <span className="whitespace-nowrap">Another amount</span>
            </label>
          ) : null}
        </div>
        {fieldError('amount-error', errors.amount)}
        <div className="mt-3">
          <label htmlFor="otherAmount" className="block font-medium">
            {amounts.length > 0 ? 'Your amount' : 'Amount'}
          </label>
          <input
            id="otherAmount"
            name="otherAmount"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={fields.otherAmount}
            onFocus={() => amounts.length > 0 && setChosen(OTHER_AMOUNT)}
            aria-invalid={errors.otherAmount ? true : undefined}
            aria-describedby={errors.otherAmount ? 'otherAmount-error' : undefined}
            className="mt-1 block w-40 rounded-md border border-stone-400 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700"
          />
          {fieldError('otherAmount-error', errors.otherAmount)}
        </div>
      </fieldset>

      <fieldset aria-describedby={errors.frequency ? 'frequency-error' : undefined}>
        <legend className="font-medium">How often</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="frequency"
              value="once"
              defaultChecked={fields.frequency !== 'yearly'}
              className={radio}
            />
            Once
          </label>
          {yearlyGiving ? (
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="frequency"
                value="yearly"
                defaultChecked={fields.frequency === 'yearly'}
                className={radio}
              />
              Every year
            </label>
          ) : null}
        </div>
        {yearlyGiving && person === null ? (
          <p className="mt-1 text-sm text-muted">
            To give every year, <a href={signIn}>sign in</a> first: you can then stop it yourself at any time.
          </p>
        ) : null}
        {yearlyGiving && person ? (
          <p className="mt-1 text-sm text-muted">Renewed on the same day each year until you stop it.</p>
        ) : null}
        {fieldError('frequency-error', errors.frequency)}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="font-medium">Dedication (optional)</legend>
        <div>
          <label htmlFor="dedication" className="block">
            Dedicate this gift
          </label>
          <select
            id="dedication"
            name="dedication"
            defaultValue={fields.dedication ?? ''}
            aria-invalid={errors.dedication ? true : undefined}
            aria-describedby={errors.dedication ? 'dedication-error' : undefined}
            className="mt-1 block rounded-md border border-stone-400 bg-white px-3 py-2 text-base"
          >
            <option value="">No dedication</option>
            {DEDICATIONS.map((value) => (
              <option key={value} value={value}>
                {DEDICATION_LABELS[value]}
              </option>
            ))}
          </select>
          {fieldError('dedication-error', errors.dedication)}
        </div>
        <TextField
          name="dedicatedTo"
          label="Their name"
          required={false}
          defaultValue={fields.dedicatedTo}
          error={errors.dedicatedTo}
        />
      </fieldset>

      <TextField
        name="organisation"
        label="Organisation (optional)"
        hint="Giving on behalf of a business or foundation? It is recognised under its name."
        autoComplete="organization"
        required={false}
        defaultValue={fields.organisation}
        error={errors.organisation}
      />

      <fieldset aria-describedby={errors.recognition ? 'recognition-error recognition-hint' : 'recognition-hint'}>
        <legend className="font-medium">Our donors page</legend>
        <p id="recognition-hint" className="text-sm text-muted">
          We list a name on our donors page only when you ask us to.
        </p>
        <div className="mt-2 space-y-2">
          {[...RECOGNITIONS].reverse().map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="recognition"
                value={value}
                defaultChecked={(fields.recognition || 'private') === value}
                className={radio}
              />
              {RECOGNITION_LABELS[value]}
            </label>
          ))}
        </div>
        {fieldError('recognition-error', errors.recognition)}
      </fieldset>

      {person ? (
        <p>
          You are giving as <strong>{person.name || person.email}</strong>. The receipt goes to {person.email}.
        </p>
      ) : (
        <fieldset className="space-y-4">
          <legend className="font-medium">Your details</legend>
          {person === undefined ? (
            <p className="text-sm text-muted">Signed in? We use your account’s name and email instead.</p>
          ) : null}
          <TextField name="name" label="Name" autoComplete="name" defaultValue={fields.name} error={errors.name} />
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            hint="For the receipt and our thanks."
            defaultValue={fields.email}
            error={errors.email}
          />
        </fieldset>
      )}

      <SubmitButton pending={pending} label="Continue to payment" pendingLabel="Starting payment…" />
    </form>
  )
}
