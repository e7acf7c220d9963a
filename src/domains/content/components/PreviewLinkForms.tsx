'use client'

import { useActionState } from 'react'

import type { ActionState } from '@/platform/forms'

import { makePreviewLinkAction, revokePreviewLinkAction } from '../services/preview-actions'
import { LINK_DAYS } from '../services/preview-link-days'

const idle: ActionState = { status: 'idle' }
const button =
  'preview-links__button rounded-md border border-line bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-accent-soft'

/** "Make a link": how many days it lasts; the new link is shown once, to copy. Works without JavaScript. */
export function MakePreviewLinkForm({ target }: { target: string }) {
  const [state, action, pending] = useActionState(makePreviewLinkAction, idle)
  const error = state.fieldErrors?.days
  const id = `preview-days-${target}`
  return (
    <form action={action} noValidate className="preview-links__form mt-3 flex flex-wrap items-end gap-3">
      <input type="hidden" name="target" value={target} />
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm font-medium">
          Days the link lasts ({LINK_DAYS.least}–{LINK_DAYS.most})
        </label>
        <input
          id={id}
          name="days"
          type="number"
          min={LINK_DAYS.least}
          max={LINK_DAYS.most}
          defaultValue={state.fields?.days ?? String(LINK_DAYS.usual)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 w-24 rounded-md border border-line bg-white px-2 py-1 text-ink"
        />
      </div>
      <button type="submit" disabled={pending} className={button}>
        Make a preview link
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="w-full text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      {state.status === 'error' && state.message ? (
        <p role="alert" className="w-full text-sm font-medium text-red-800">
          {state.message}
        </p>
      ) : null}
      {state.status === 'done' && state.message ? (
        <div role="status" className="w-full text-sm">
          <p>Copy this link now: it is shown only once.</p>
          <p>
            <a href={state.message} className="break-all font-mono" data-preview-link>
              {state.message}
            </a>
          </p>
        </div>
      ) : null}
    </form>
  )
}

/** "Revoke" one link: it stops opening the preview at once. */
export function RevokePreviewLinkForm({ target, link, madeAt }: { target: string; link: number; madeAt: string }) {
  const [state, action, pending] = useActionState(revokePreviewLinkAction, idle)
  return (
    <form action={action} className="inline">
      <input type="hidden" name="target" value={target} />
      <input type="hidden" name="link" value={link} />
      <button type="submit" disabled={pending} className={button}>
        Revoke<span className="sr-only preview-links__sr"> the link made {madeAt}</span>
      </button>
      {state.status === 'error' && state.message ? (
        <span role="alert" className="ml-2 text-sm text-red-800">
          {state.message}
        </span>
      ) : null}
    </form>
  )
}
