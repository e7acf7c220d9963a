'use client'

import { useActionState } from 'react'

import { ActionMessage } from '@/ui/forms'

import { cancelEventAction, type EventFormState } from '../actions'

const idle: EventFormState = { status: 'idle', round: 0 }

/** Cancels a published event after a confirmation tick; works as a plain post. */
export function CancelEventForm({ id, title }: { id: number; title: string }) {
  const [state, action, pending] = useActionState(cancelEventAction, idle)
  return (
    <form action={action} className="space-y-3">
      <input type="hidden" name="id" value={id} />
      <ActionMessage id={`cancel-outcome-${id}`} state={state} />
      <label className="flex items-center gap-2">
        <input type="checkbox" name="confirm" value="yes" className="size-4 accent-accent" />
        Yes, cancel “{title}”
      </label>
      <button
        type="submit"
        disabled={pending}
        className="rounded-md border border-red-800 bg-white px-4 py-2 font-medium text-red-800 hover:bg-red-50 disabled:opacity-70"
      >
        Cancel the event
      </button>
    </form>
  )
}
