'use client'

import { useActionState } from 'react'

import { ActionMessage, SubmitButton, TextField } from '@/ui/forms'

import { changeEmail, sendVerificationAgain, updateName, updatePassword, type FormState } from '../actions'

const idle: FormState = { status: 'idle' }

export function NameForm({ name }: { name: string }) {
  const [state, action, pending] = useActionState(updateName, idle)
  return (
    <form action={action} noValidate className="space-y-4">
      <ActionMessage id="name-outcome" state={state} />
      <TextField
        name="name"
        label="Name"
        autoComplete="name"
        defaultValue={state.fields?.name ?? name}
        error={state.fieldErrors?.name}
      />
      <SubmitButton pending={pending} label="Save name" pendingLabel="Saving…" />
    </form>
  )
}

export function PasswordForm({ minLength }: { minLength: number }) {
  const [state, action, pending] = useActionState(updatePassword, idle)
  return (
    <form action={action} noValidate className="space-y-4">
      <ActionMessage id="password-outcome" state={state} />
      <TextField
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={state.fieldErrors?.currentPassword}
      />
      <TextField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${minLength} characters.`}
        error={state.fieldErrors?.newPassword}
      />
      <SubmitButton pending={pending} label="Change password" pendingLabel="Changing…" />
    </form>
  )
}

export function EmailForm() {
  const [state, action, pending] = useActionState(changeEmail, idle)
  return (
    <form action={action} noValidate className="space-y-4">
      <ActionMessage id="email-outcome" state={state} />
      <TextField
        name="newEmail"
        label="New email address"
        type="email"
        autoComplete="email"
        hint="We send a link to the new address; the change happens when you open it."
        defaultValue={state.status === 'done' ? '' : state.fields?.newEmail}
        error={state.fieldErrors?.newEmail}
      />
      <TextField
        name="confirmPassword"
        label="Your password, to confirm it is you"
        type="password"
        autoComplete="current-password"
        error={state.fieldErrors?.confirmPassword}
      />
      <SubmitButton pending={pending} label="Change email address" pendingLabel="Sending…" />
    </form>
  )
}

export function ResendVerificationForm() {
  const [state, action, pending] = useActionState(sendVerificationAgain, idle)
  return (
    <form action={action} className="space-y-3">
      <ActionMessage id="verification-outcome" state={state} />
      <button
        type="submit"
        disabled={pending}
        className="rounded-md border border-accent px-3 py-1.5 font-medium text-accent hover:bg-accent-soft disabled:opacity-70"
      >
        {pending ? 'Sending…' : 'Send the confirmation link again'}
      </button>
    </form>
  )
}
