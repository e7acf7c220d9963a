import type { ReactNode } from 'react'

import type { ActionState } from '@/platform/forms'

import { ToolForm } from './ToolForm'

/**
 * A decision given with a reason, in two steps that need no JavaScript
 * (decision 087): a GET form on the row's page asks why; the page then says
 * in full what will happen — `effect(reason)` — with Confirm (the server
 * action, handed `hidden` and the reason) and Back. A blank or long reason is
 * named at step one, before anything is asked to be confirmed.
 */
export function ReasonConfirm({
  base,
  params,
  row,
  name = 'reason',
  label,
  hint,
  maxLength,
  ask,
  heading,
  effect,
  action,
  hidden,
  confirm,
  back,
}: {
  /** The tool's address, where the GET form goes. */
  base: string
  /** The address's query: `row` keeps the row's page open, `name` carries the reason. */
  params: URLSearchParams
  /** The parameters that open the row's page, such as `{ perk: '12' }`. */
  row: Record<string, string>
  name?: string
  label: string
  hint: string
  maxLength: number
  /** Step one's button, such as “Reject…”. */
  ask: string
  heading: string
  effect: (reason: string) => ReactNode
  action: (previous: ActionState, form: FormData) => Promise<ActionState>
  hidden: Record<string, string | number>
  /** Step two's button, such as “Confirm the rejection”. */
  confirm: string
  /** The row's page, without the reason. */
  back: string
}) {
  const asked = params.get(name)
  const reason = asked?.trim() ?? ''
  const problem =
    asked === null
      ? null
      : !reason
        ? 'Say why: the person is told this reason.'
        : reason.length > maxLength
          ? `Keep the reason under ${maxLength} characters.`
          : null
  const id = `${name}-ask`
  if (asked !== null && !problem) {
    return (
      <section className="cpanel-tool__section cpanel-tool__confirm" aria-labelledby={`${id}-confirm`}>
        <h2 id={`${id}-confirm`}>{heading}</h2>
        <p>{effect(reason)}</p>
        <div className="cpanel-tool__confirm-actions">
          <ToolForm action={action} id={`${id}-confirmed`} hidden={{ ...hidden, [name]: reason }} submit={confirm} />
          <a href={back}>Back, change nothing</a>
        </div>
      </section>
    )
  }
  return (
    <form method="get" action={base} className="cpanel-tool__form" noValidate>
      {Object.entries(row).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {problem ? (
        <p id={`${id}-error`} role="alert" className="cpanel-tool__field-error">
          {problem}
        </p>
      ) : null}
      <div className="cpanel-tool__field">
        <label htmlFor={id}>{label}</label>
        <p id={`${id}-hint`} className="cpanel-tool__hint">
          {hint}
        </p>
        <textarea
          id={id}
          name={name}
          rows={3}
          maxLength={maxLength}
          defaultValue={asked ?? ''}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
        />
      </div>
      <div>
        <button type="submit" className="btn btn--style-secondary btn--size-medium">
          {ask}
        </button>
      </div>
    </form>
  )
}
