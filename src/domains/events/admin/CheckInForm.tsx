'use client'

import { useActionState, useRef } from 'react'

import type { ActionState } from '@/platform/forms'

import { CodeScanner } from './CodeScanner'

const idle: ActionState = { status: 'idle' }

/**
 * The door's form: a code typed (or read by the camera, which types it and
 * sends the form) and the answer, large, for the person at the door. Without
 * JavaScript the typed code posts and the page comes back with the answer.
 */
export function CheckInForm({
  action,
  event,
  date,
}: {
  action: (previous: ActionState, form: FormData) => Promise<ActionState>
  event: number
  date: string
}) {
  const [state, formAction, pending] = useActionState(action, idle)
  const form = useRef<HTMLFormElement>(null)
  const code = useRef<HTMLInputElement>(null)
  const answered = state.status !== 'idle' && state.message
  return (
    <form ref={form} action={formAction} noValidate className="cpanel-tool__form check-in">
      <div aria-live="assertive" className="check-in__answer-slot">
        {answered ? (
          <p
            role={state.status === 'error' ? 'alert' : 'status'}
            className={`check-in__answer check-in__answer--${state.status === 'error' ? 'refused' : 'welcome'}`}
          >
            {state.message}
          </p>
        ) : null}
      </div>
      <input type="hidden" name="event" value={event} />
      <input type="hidden" name="date" value={date} />
      <div className="cpanel-tool__field">
        <label htmlFor="check-in-code">Check-in code</label>
        <p id="check-in-code-hint" className="cpanel-tool__hint">
          10 letters and digits, as on the ticket or in the mail. Spaces do not matter.
        </p>
        <input
          ref={code}
          id="check-in-code"
          name="code"
          className="check-in__code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          aria-describedby="check-in-code-hint"
          // The page is opened to check people in: the code is the only thing to type.
          autoFocus
          key={state.message ?? 'first'}
        />
      </div>
      <button type="submit" className="btn btn--style-primary btn--size-large" disabled={pending}>
        {pending ? 'Checking…' : 'Check in'}
      </button>
      <CodeScanner
        onCode={(read) => {
          if (!code.current || !form.current || pending) return
          code.current.value = read
          form.current.requestSubmit()
        }}
      />
    </form>
  )
}
