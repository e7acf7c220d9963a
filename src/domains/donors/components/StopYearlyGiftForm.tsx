'use client'

import { useActionState } from 'react'

import { ActionMessage } from '@/ui/forms'

import { stopYearlyGiftAction, type StopFormState } from '../actions'

/** "Stop this yearly gift": a plain form post without JavaScript; the answer shows in place. */
export function StopYearlyGiftForm({ yearlyGift, campaign }: { yearlyGift: number; campaign: string }) {
  const [state, action, pending] = useActionState<StopFormState, FormData>(stopYearlyGiftAction, { status: 'idle' })
  if (state.status === 'done') return <ActionMessage id={`stop-${yearlyGift}-message`} state={state} />
  return (
    <form action={action} className="space-y-2">
      <ActionMessage id={`stop-${yearlyGift}-message`} state={state} />
      <input type="hidden" name="yearlyGift" value={yearlyGift} />
      <button
        type="submit"
        disabled={pending}
        aria-label={`Stop this yearly gift to ${campaign}`}
        className="rounded-md border border-stone-400 bg-white px-3 py-1.5 text-sm font-medium text-ink hover:border-ink disabled:opacity-70"
      >
        {pending ? 'Stopping…' : 'Stop this yearly gift'}
      </button>
    </form>
  )
}
