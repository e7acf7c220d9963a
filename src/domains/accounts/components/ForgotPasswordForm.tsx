'use client'

import { useActionState } from 'react'

import { FormMessage, SubmitButton, TextField } from '@/ui/forms'

import { forgotPassword, type FormState } from '../actions'

export function ForgotPasswordForm() {
  const [state, action, pending] = useActionState<FormState, FormData>(forgotPassword, { status: 'idle' })
  if (state.status === 'done') {
    return (
      <div className="mt-8">
        <FormMessage id="forgot-done" tone="success">
          {state.message}
        </FormMessage>
      </div>
    )
  }
  return (
    <form action={action} noValidate className="mt-8 space-y-5">
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        defaultValue={state.fields?.email}
        error={state.fieldErrors?.email}
      />
      <SubmitButton pending={pending} label="Send me a link" pendingLabel="Sending…" />
    </form>
  )
}
