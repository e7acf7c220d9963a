'use client'

import { useActionState, useTransition, type FormEvent } from 'react'

import type { ActionState } from '@/platform/forms'

import { ToolMessage } from './ToolMessage'

const idle: ActionState = { status: 'idle' }

/**
 * The bulk actions of a list (decision 087): one form, `id`, that the rows'
 * checkboxes (`SelectCell`) belong to. "Approve selected" posts the ticked
 * ids to a server action (which checks each again); the export asks `exportHref`
 * for them as a CSV download by GET. Both work without JavaScript.
 */
export function BulkActions({
  id,
  action,
  submit,
  exportHref,
  exportLabel = 'Export selected as CSV',
  hidden = {},
}: {
  id: string
  action: (previous: ActionState, form: FormData) => Promise<ActionState>
  submit: string
  exportHref?: string
  exportLabel?: string
  hidden?: Record<string, string | number>
}) {
  const [state, formAction, pending] = useActionState(action, idle)
  const [, startTransition] = useTransition()
  // With JavaScript the action is sent by hand: React would reset the form after it, unticking every row
  // (an approval refused for one row would leave staff to tick them all again). The export stays a GET.
  const send = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    if (!(submitter instanceof HTMLButtonElement) || submitter.value !== 'approve') return
    event.preventDefault()
    const data = new FormData(event.currentTarget, submitter)
    startTransition(() => formAction(data))
  }
  return (
    <form id={id} method="get" action={exportHref} onSubmit={send} className="cpanel-tool__bulk" noValidate>
      <ToolMessage state={state} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="cpanel-tool__bulk-actions">
        <span>With the ticked rows:</span>
        <button
          type="submit"
          value="approve"
          formAction={formAction}
          className="btn btn--style-primary btn--size-small"
          disabled={pending}
        >
          {submit}
        </button>
        {exportHref ? (
          <button type="submit" className="btn btn--style-secondary btn--size-small">
            {exportLabel}
          </button>
        ) : null}
      </div>
    </form>
  )
}
