'use client'

import { useActionState } from 'react'

import { FormMessage, SubmitButton, TextField } from '@/ui/forms'

import { chooseNewPassword, type FormState } from '../actions'

export function NewPasswordForm({ code, passwordMinLength }: { code: string; passwordMinLength: number }) {
  const [state, action, pending] = useActionState<FormState, FormData>(chooseNewPassword, { status: 'idle' })
  if (state.status === 'done') {
    return (
      <div className="mt-8 space-y-4">
        <FormMessage id="reset-done" tone="success">
          {state.message}
        </FormMessage>
        <p>
          <a href="/login">Sign in</a>
        </p>
      </div>
    )
  }
  return (
    <form action={action} noValidate className="mt-8 space-y-5">
      {state.message ? (
        <FormMessage id="reset-error" tone="error">
          {state.message} <a href="/login/forgot">Ask for a new link</a>
        </FormMessage>
      ) : null}
      <input type="hidden" name="oobCode" value={code} />
      <TextField
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${passwordMinLength} characters.`}
        error={state.fieldErrors?.password}
      />
      <SubmitButton pending={pending} label="Save the new password" pendingLabel="Saving…" />
    </form>
  )
}
