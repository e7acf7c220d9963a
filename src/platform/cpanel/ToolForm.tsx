'use client'

import { Button } from '@payloadcms/ui'
import { useActionState } from 'react'

import type { ActionState } from '@/platform/forms'

import { ToolMessage } from './ToolMessage'

export type FieldSpec = {
  name: string
  label: string
  type: 'text' | 'textarea' | 'number' | 'select' | 'url' | 'file' | 'datetime-local'
  /** A file field's accepted types, such as `image/jpeg,image/png`. */
  accept?: string
  defaultValue?: string
  hint?: string
  options?: { value: string; label: string }[]
  maxLength?: number
}

const idle: ActionState = { status: 'idle' }

/**
 * One form of a control-panel tool: its fields (as data, so server views can
 * describe them), the answer of its server action, and each field's error
 * beside it. Without JavaScript it posts and the page comes back with the answer.
 */
export function ToolForm({
  action,
  id,
  hidden = {},
  fields = [],
  submit,
  srSubmit,
  style = 'primary',
  className,
}: {
  action: (previous: ActionState, form: FormData) => Promise<ActionState>
  /** Unique on the page: prefixes the fields' ids. */
  id: string
  hidden?: Record<string, string | number>
  fields?: FieldSpec[]
  submit: string
  /** Words for screen readers after the button's label, such as what a repeated button acts on. */
  srSubmit?: string
  style?: 'primary' | 'secondary'
  className?: string
}) {
  const [state, formAction, pending] = useActionState(action, idle)
  return (
    <form action={formAction} noValidate className={className ?? 'cpanel-tool__form'}>
      <ToolMessage state={state.fieldErrors ? { ...state, message: undefined } : state} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`
        const error = state.fieldErrors?.[field.name]
        const described = [field.hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null]
          .filter(Boolean)
          .join(' ')
        const common = {
          id: fieldId,
          name: field.name,
          defaultValue: state.fields?.[field.name] ?? field.defaultValue,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': described || undefined,
        }
        return (
          <div key={field.name} className="cpanel-tool__field">
            <label htmlFor={fieldId}>{field.label}</label>
            {field.hint ? (
              <p id={`${fieldId}-hint`} className="cpanel-tool__hint">
                {field.hint}
              </p>
            ) : null}
            {field.type === 'textarea' ? (
              <textarea {...common} rows={4} maxLength={field.maxLength} />
            ) : field.type === 'select' ? (
              // React sets a select's default only when it mounts, and the form's reset after an answer would go
              // back to the first option: a new key per answered value mounts it again on the value sent.
              <select key={`${field.name}:${common.defaultValue ?? ''}`} {...common}>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : field.type === 'file' ? (
              <input {...common} defaultValue={undefined} type="file" accept={field.accept} />
            ) : (
              <input {...common} type={field.type} maxLength={field.maxLength} />
            )}
            {error ? (
              <p id={`${fieldId}-error`} role="alert" className="cpanel-tool__field-error">
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
      <Button
        type="submit"
        buttonStyle={style}
        size={fields.length ? 'medium' : 'small'}
        disabled={pending}
        margin={false}
      >
        {submit}
        {srSubmit ? <span className="cpanel-tool__sr"> {srSubmit}</span> : null}
      </Button>
    </form>
  )
}
