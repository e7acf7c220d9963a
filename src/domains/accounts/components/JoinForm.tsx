'use client'

import { useActionState } from 'react'

import { ActionMessage, FormMessage, SubmitButton, TextField } from '@/ui/forms'

import { join, type FormState } from '../actions'

const KINDS = [
  {
    value: 'artist',
    label: 'Artist',
    hint: 'A public profile, your artworks, Open Studios. Staff verify new artists.',
  },
  { value: 'artlover', label: 'Art lover', hint: 'Favourite artists and artworks, member perks and news.' },
  { value: 'member', label: 'Member', hint: 'An account to buy, give and take part. You can add more later.' },
]

export function JoinForm({ passwordMinLength }: { passwordMinLength: number }) {
  const [state, action, pending] = useActionState<FormState, FormData>(join, { status: 'idle' })
  if (state.status === 'done') {
    return (
      <div className="mt-8 space-y-4">
        <FormMessage id="join-done" tone="success">
          {state.message}
        </FormMessage>
        <p>
          <a href="/">Continue to the home page</a>
        </p>
      </div>
    )
  }
  const errors = state.fieldErrors ?? {}
  return (
    <form action={action} noValidate className="mt-8 space-y-5">
      <ActionMessage id="join-error" state={state} />
      <fieldset aria-describedby={errors.kind ? 'kind-error' : undefined}>
        <legend className="font-medium">I am joining as</legend>
        <div className="mt-2 space-y-2">
          {KINDS.map((kind) => (
            <label key={kind.value} className="flex gap-3 rounded-md border border-line bg-white p-3">
              <input
                type="radio"
                name="kind"
                value={kind.value}
                defaultChecked={(state.fields?.kind ?? 'artlover') === kind.value}
                className="mt-1.5"
              />
              <span>
                <span className="block font-medium">{kind.label}</span>
                <span className="block text-sm text-muted">{kind.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.kind ? (
          <p id="kind-error" className="mt-1 text-sm text-red-800">
            {errors.kind}
          </p>
        ) : null}
      </fieldset>
      <TextField name="name" label="Name" autoComplete="name" defaultValue={state.fields?.name} error={errors.name} />
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        defaultValue={state.fields?.email}
        error={errors.email}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${passwordMinLength} characters.`}
        error={errors.password}
      />
      <SubmitButton pending={pending} label="Join" pendingLabel="Creating your account…" />
      <p className="text-sm">
        Already have an account? <a href="/login">Sign in</a>
      </p>
    </form>
  )
}
