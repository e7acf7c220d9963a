'use client'

import { useActionState } from 'react'

import { ActionMessage, SubmitButton, TextField } from '@/ui/forms'

import { signIn } from '../actions'
import type { SignInState } from '../services/sign-in'
import { useRefreshVisitorAfter } from './use-visitor'

const initial: SignInState = { status: 'idle' }

export function SignInForm({ next }: { next: string }) {
  const [state, action, pending] = useActionState(signIn, initial)
  useRefreshVisitorAfter(pending)
  return (
    <form action={action} noValidate className="mt-8 space-y-5">
      <ActionMessage id="sign-in-error" state={state} />
      <input type="hidden" name="next" value={next} />
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        defaultValue={state.fields?.email}
        error={state.fieldErrors?.email}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={state.fieldErrors?.password}
      />
      <SubmitButton pending={pending} label="Sign in" pendingLabel="Signing in…" />
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <a href="/login/forgot">Forgot your password?</a>
        <a href="/newmember">New here? Join</a>
      </p>
    </form>
  )
}
