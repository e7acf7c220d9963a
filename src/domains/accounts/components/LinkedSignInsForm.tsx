'use client'

import { useActionState } from 'react'

import { ActionMessage } from '@/ui/forms'

import { unlinkSignIn, type FormState } from '../actions'

const idle: FormState = { status: 'idle' }

/**
 * One form around the linked sign-ins: each "Unlink" button submits its
 * provider, and the answer stays at the top after the list has changed.
 */
export function LinkedSignInsForm({ children }: { children: React.ReactNode }) {
  const [state, action] = useActionState(unlinkSignIn, idle)
  return (
    <form action={action} className="space-y-4">
      <ActionMessage id="linked-sign-ins-outcome" state={state} />
      {children}
    </form>
  )
}
