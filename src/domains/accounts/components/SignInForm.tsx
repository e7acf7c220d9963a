'use client'

import { useActionState } from 'react'

import { signIn } from '../actions'
import type { SignInState } from '../services/sign-in'

const initial: SignInState = { status: 'idle' }

export function SignInForm({ next }: { next: string }) {
  const [state, action, pending] = useActionState(signIn, initial)
  const emailError = state.fieldErrors?.email
  const passwordError = state.fieldErrors?.password
  return (
    <form
      action={action}
      noValidate
      className="mt-8 space-y-5"
      aria-describedby={state.message ? 'sign-in-error' : undefined}
    >
      {state.message ? (
        <p
          id="sign-in-error"
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900"
        >
          {state.message}
        </p>
      ) : null}
      <input type="hidden" name="next" value={next} />
      <div>
        <label htmlFor="email" className="block font-medium">
          Email
        </label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={state.fields?.email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? 'email-error' : undefined}
          className="mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base"
        />
        {emailError ? (
          <p id="email-error" className="mt-1 text-sm text-red-800">
            {emailError}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="password" className="block font-medium">
          Password
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? 'password-error' : undefined}
          className="mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base"
        />
        {passwordError ? (
          <p id="password-error" className="mt-1 text-sm text-red-800">
            {passwordError}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-md bg-accent px-4 py-2.5 font-medium text-white hover:bg-accent-strong disabled:opacity-70"
      >
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  )
}
