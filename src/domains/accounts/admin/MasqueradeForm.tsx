'use client'

import { useActionState } from 'react'

import { viewSiteAs, type FormState } from '../actions'

const idle: FormState = { status: 'idle' }

export function MasqueradeForm({ personId, label }: { personId: number; label: string }) {
  const [state, action, pending] = useActionState(viewSiteAs, idle)
  return (
    <form action={action}>
      {state.message ? (
        <p id="masquerade-outcome" className="cpanel-tool__message cpanel-tool__message--error" role="alert">
          {state.message}
        </p>
      ) : null}
      <input type="hidden" name="personId" value={personId} />
      <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={pending}>
        {pending ? 'Opening…' : label}
      </button>
    </form>
  )
}
