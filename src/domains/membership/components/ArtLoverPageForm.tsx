'use client'

import { useActionState } from 'react'

import type { ActionState } from '@/platform/forms'
import { ActionMessage, TextField } from '@/ui/forms'

import { artLoverPageAction } from '../favourite-actions'

/** The dashboard's switch for the person's public page of favourites, off until they turn it on. */
export function ArtLoverPageForm({ shown, displayName }: { shown: boolean; displayName: string }) {
  const [state, action, pending] = useActionState<ActionState, FormData>(artLoverPageAction, { status: 'idle' })
  const checked = state.fields ? state.fields.shown === 'on' : shown
  return (
    <form action={action} className="mt-4 max-w-md space-y-3">
      <ActionMessage id="artlover-page-message" state={state} />
      <div className="flex items-start gap-2">
        <input
          id="artlover-page-shown"
          name="shown"
          type="checkbox"
          defaultChecked={checked}
          key={String(checked)}
          className="mt-1.5 h-4 w-4"
        />
        <label htmlFor="artlover-page-shown">Show my favourites on a public page anyone with its address can see</label>
      </div>
      <TextField
        name="displayName"
        label="Name shown on the page"
        hint="A first name is enough. Your email address is never shown."
        defaultValue={state.fields?.displayName ?? displayName}
        error={state.fieldErrors?.displayName}
        required={false}
      />
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-accent px-4 py-2 font-medium text-white hover:bg-accent-strong disabled:opacity-70"
      >
        {pending ? 'Saving…' : 'Save'}
      </button>
    </form>
  )
}
