'use client'

import { useActionState } from 'react'

import { ActionMessage } from '@/ui/forms'

import { joinAction, type JoinFormState } from '../actions'

/** The dashboard's Renew (or Join again) button: straight to checkout for the membership's plan. */
export function RenewForm({ plan, label }: { plan: string; label: string }) {
  const [state, action, pending] = useActionState<JoinFormState, FormData>(joinAction, { status: 'idle' })
  return (
    <form action={action} className="space-y-2">
      <ActionMessage id={`renew-${plan}-message`} state={state} />
      {state.signIn ? <a href={state.signIn}>Sign in again</a> : null}
      <input type="hidden" name="plan" value={plan} />
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-accent px-4 py-2 font-medium text-white hover:bg-accent-strong disabled:opacity-70"
      >
        {pending ? 'Going to checkout…' : label}
      </button>
    </form>
  )
}
