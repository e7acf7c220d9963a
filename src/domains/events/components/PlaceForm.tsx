'use client'

import { useActionState, type ReactNode } from 'react'

import type { ActionState } from '@/platform/forms'
import { ActionMessage } from '@/ui/forms'

import { placeAction } from '../actions'

const idle: ActionState = { status: 'idle' }

export type PlaceButton = { intent: string; label: string; primary?: boolean }

/**
 * One of the RSVP page's forms: RSVP to a date, or accept, decline or cancel
 * a place; each button posts its intent. It stays drawn once its buttons are
 * gone (a date RSVPed to), so its answer is still read out; a plain post
 * without JavaScript.
 */
export function PlaceForm({
  name,
  hidden,
  buttons,
  describedBy,
  children,
}: {
  /** Unique on the page: names the answer's element. */
  name: string
  hidden: Record<string, string>
  buttons: PlaceButton[]
  /** The id of the words saying what the buttons are for (the date). */
  describedBy: string
  children?: ReactNode
}) {
  const [state, action, pending] = useActionState(placeAction, idle)
  const outcome = `${name}-outcome`
  return (
    <form action={action} className="space-y-3">
      {Object.entries(hidden).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      {children}
      {buttons.length > 0 ? (
        <div className="flex flex-wrap gap-3">
          {buttons.map((button) => (
            <button
              key={button.intent}
              type="submit"
              name="intent"
              value={button.intent}
              disabled={pending}
              aria-describedby={describedBy}
              className={
                button.primary
                  ? 'rounded-md bg-accent px-4 py-2 font-medium text-white hover:bg-accent-strong disabled:opacity-70'
                  : 'rounded-md border border-ink px-4 py-2 font-medium text-ink hover:bg-stone-100 disabled:opacity-70'
              }
            >
              {button.label}
            </button>
          ))}
        </div>
      ) : null}
      <ActionMessage id={outcome} state={state} />
    </form>
  )
}
