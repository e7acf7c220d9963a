'use client'

import { useActionState, useEffect, useState } from 'react'

import { ActionMessage, SubmitButton } from '@/ui/forms'

import { joinAction, type JoinFormState } from '../actions'
import type { Audience, MembershipState } from '../services/vocabulary'

type Standing = Partial<Record<Audience, MembershipState>>

/**
 * Whether the person at the browser is a member of this audience, asked from
 * `/api/membership/standing`: the page is the same cached HTML for everyone
 * (decision 039). Until the answer, and without JavaScript, the button says
 * Join; the server joins or renews by the person's terms whatever it says.
 */
function useStanding(): Standing {
  const [standing, setStanding] = useState<Standing>({})
  useEffect(() => {
    let live = true
    fetch('/api/membership/standing', { credentials: 'same-origin', cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ standing: Standing }>) : { standing: {} }))
      .then((answer) => live && setStanding(answer.standing ?? {}))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return standing
}

/** A plan page's one button: Join, or Renew for a current member; with the reduced price when the plan has one. */
export function JoinForm({
  plan,
}: {
  plan: { slug: string; name: string; audience: Audience; reducedPrice: string | null; reducedFor: string | null }
}) {
  const [state, action, pending] = useActionState<JoinFormState, FormData>(joinAction, { status: 'idle' })
  const current = useStanding()[plan.audience]
  const renewing = current === 'active' || current === 'grace'
  const label = renewing ? 'Renew' : 'Join'

  return (
    <form action={action} className="space-y-4">
      <ActionMessage id="join-message" state={state} />
      {state.signIn ? (
        <p>
          <a href={state.signIn}>Sign in</a> or <a href="/newmember">create an account</a>, then come back to join.
        </p>
      ) : null}
      {renewing ? (
        <p className="text-sm text-muted">
          {current === 'grace'
            ? 'Your membership has ended and is in its grace period: renewing continues it from its end.'
            : 'You are a member: renewing adds a term from the end of the current one.'}
        </p>
      ) : null}
      <input type="hidden" name="plan" value={plan.slug} />
      {plan.reducedPrice ? (
        <label className="flex items-start gap-3">
          <input type="checkbox" name="reduced" value="yes" className="mt-1 h-4 w-4 accent-[var(--color-accent)]" />
          <span>
            I qualify for the reduced price of {plan.reducedPrice}
            {plan.reducedFor ? <span className="text-muted"> ({plan.reducedFor})</span> : null}
          </span>
        </label>
      ) : null}
      <SubmitButton pending={pending} label={label} pendingLabel="Going to checkout…" />
    </form>
  )
}
