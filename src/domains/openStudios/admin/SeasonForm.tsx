'use client'

import { Button } from '@payloadcms/ui'
import { useActionState } from 'react'

import { ToolMessage } from '@/platform/cpanel/ToolMessage'
import type { ActionState } from '@/platform/forms'

export type SeasonField = {
  name: string
  label: string
  type: 'text' | 'textarea' | 'number' | 'date' | 'time' | 'checkbox' | 'multiselect'
  defaultValue?: string
  hint?: string
  options?: { value: string; label: string }[]
  maxLength?: number
  inputMode?: 'numeric' | 'decimal'
}

/** A group of fields under a legend: a tier, a weekend's days, the guide's limits. */
export type SeasonFieldGroup = { legend: string; fields: SeasonField[] }

const idle: ActionState = { status: 'idle' }

// Laid out here rather than in the admin's shared stylesheet: only these tools use it.
const FORM = { maxWidth: '60rem', alignItems: 'stretch' }
const GROUP = {
  margin: '0',
  minWidth: 0,
  padding: 'calc(var(--base) * 0.75)',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m)',
}
// The control panel's fields keep a minimum width of their own; in these groups the column decides.
const WIDE = { boxSizing: 'border-box', width: '100%', minHeight: 'calc(var(--base) * 2)' } as const
const LEGEND = { padding: '0 calc(var(--base) * 0.25)', fontWeight: 600 }
const FIELDS = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: 'calc(var(--base) * 0.5) var(--base)',
  alignItems: 'start',
}

/**
 * A set-up tool's form: like the control panel's `ToolForm`, with the inputs
 * a season needs besides (dates, times, a checkbox, several neighbourhoods)
 * and its fields in labelled groups. Without JavaScript it posts and the page
 * comes back with the answer; each refusal stands beside its field.
 */
export function SeasonForm({
  action,
  id,
  hidden = {},
  groups,
  submit,
  srSubmit,
  style = 'primary',
}: {
  action: (previous: ActionState, form: FormData) => Promise<ActionState>
  id: string
  hidden?: Record<string, string | number>
  groups: SeasonFieldGroup[]
  submit: string
  srSubmit?: string
  style?: 'primary' | 'secondary'
}) {
  const [state, formAction, pending] = useActionState(action, idle)
  const errors = Object.keys(state.fieldErrors ?? {}).length
  return (
    <form action={formAction} noValidate className="cpanel-tool__form" style={FORM}>
      <ToolMessage state={errors ? { status: 'error', message: state.message } : state} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {groups.map((group) => (
        <fieldset key={group.legend} style={GROUP}>
          <legend style={LEGEND}>{group.legend}</legend>
          <div style={FIELDS}>
            {group.fields.map((field) => (
              <Field key={field.name} id={id} field={field} state={state} />
            ))}
          </div>
        </fieldset>
      ))}
      <div>
        <Button type="submit" buttonStyle={style} size="medium" disabled={pending} margin={false}>
          {submit}
          {srSubmit ? <span className="cpanel-tool__sr"> {srSubmit}</span> : null}
        </Button>
      </div>
    </form>
  )
}

function Field({ id, field, state }: { id: string; field: SeasonField; state: ActionState }) {
  const fieldId = `${id}-${field.name.replace(/\./g, '-')}`
  const error = state.fieldErrors?.[field.name]
  const described = [field.hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(' ')
  const value = state.fields?.[field.name] ?? field.defaultValue ?? ''
  const common = {
    id: fieldId,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    style: field.type === 'checkbox' ? undefined : WIDE,
  }
  const input =
    field.type === 'textarea' ? (
      <textarea {...common} defaultValue={value} rows={3} maxLength={field.maxLength} />
    ) : field.type === 'checkbox' ? (
      <input {...common} type="checkbox" defaultChecked={value === 'on'} />
    ) : field.type === 'multiselect' ? (
      <select
        {...common}
        multiple
        defaultValue={value ? value.split(',') : []}
        size={Math.min(6, field.options?.length ?? 1)}
      >
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ) : (
      <input
        {...common}
        type={field.type === 'number' ? 'text' : field.type}
        inputMode={field.inputMode}
        defaultValue={value}
        maxLength={field.maxLength}
      />
    )
  return (
    <div
      className="cpanel-tool__field"
      style={
        field.type === 'checkbox'
          ? { minWidth: 0, flexDirection: 'row', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }
          : { minWidth: 0 }
      }
    >
      {field.type === 'checkbox' ? input : null}
      <label htmlFor={fieldId}>{field.label}</label>
      {field.hint ? (
        <p id={`${fieldId}-hint`} className="cpanel-tool__hint">
          {field.hint}
        </p>
      ) : null}
      {field.type === 'checkbox' ? null : input}
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="cpanel-tool__field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
