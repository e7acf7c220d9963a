/**
 * The dashboard forms' fields: a label for every field, a hint and an error
 * tied to it, the error in words beside the field. Fields are named after
 * Payload's field paths (`studio.city`), so ids replace the dots.
 */

export const fieldId = (name: string) => `field-${name.replace(/[^\w-]/g, '-')}`

export const inputClass =
  'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700'

type Common = { name: string; label: string; hint?: React.ReactNode; error?: string }

function describedBy(name: string, hint: unknown, error: unknown) {
  const id = fieldId(name)
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
}

export function Hint({ name, children }: { name: string; children?: React.ReactNode }) {
  return children ? (
    <p id={`${fieldId(name)}-hint`} className="text-sm text-muted">
      {children}
    </p>
  ) : null
}

export function FieldError({ name, error }: { name: string; error?: string }) {
  return error ? (
    <p id={`${fieldId(name)}-error`} className="mt-1 text-sm font-medium text-red-800">
      {error}
    </p>
  ) : null
}

export function Input(
  props: Common & {
    defaultValue?: string
    type?: 'text' | 'url' | 'number'
    inputMode?: 'numeric' | 'decimal'
    maxLength?: number
    autoComplete?: string
    className?: string
  },
) {
  const { name, label, hint, error } = props
  return (
    <div className={props.className}>
      <label htmlFor={fieldId(name)} className="block font-medium">
        {label}
      </label>
      <Hint name={name}>{hint}</Hint>
      <input
        id={fieldId(name)}
        name={name}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        autoComplete={props.autoComplete ?? 'off'}
        defaultValue={props.defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        className={inputClass}
      />
      <FieldError name={name} error={error} />
    </div>
  )
}

export function Select(
  props: Common & { defaultValue?: string; options: readonly { value: string; label: string }[]; className?: string },
) {
  const { name, label, hint, error } = props
  return (
    <div className={props.className}>
      <label htmlFor={fieldId(name)} className="block font-medium">
        {label}
      </label>
      <Hint name={name}>{hint}</Hint>
      <select
        id={fieldId(name)}
        name={name}
        defaultValue={props.defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        className={inputClass}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError name={name} error={error} />
    </div>
  )
}

export function TextArea(
  props: Common & { defaultValue?: string; rows?: number; maxLength?: number; counter?: React.ReactNode },
) {
  const { name, label, hint, error } = props
  return (
    <div>
      <label htmlFor={fieldId(name)} className="block font-medium">
        {label}
      </label>
      <Hint name={name}>{hint}</Hint>
      <textarea
        id={fieldId(name)}
        name={name}
        rows={props.rows ?? 4}
        maxLength={props.maxLength}
        defaultValue={props.defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        className={inputClass}
      />
      {props.counter}
      <FieldError name={name} error={error} />
    </div>
  )
}

/** A group of checkboxes, named once, with one legend and one error. */
export function Checkboxes(
  props: Common & { options: readonly { value: string; label: string }[]; checked: readonly string[] },
) {
  const { name, label, hint, error } = props
  return (
    <fieldset aria-describedby={describedBy(name, hint, error)}>
      <legend className="font-medium">{label}</legend>
      <Hint name={name}>{hint}</Hint>
      <div className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-3">
        {props.options.map((option) => (
          <label key={option.value} className="flex items-center gap-2">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={props.checked.includes(option.value)}
              className="size-4 accent-accent"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError name={name} error={error} />
    </fieldset>
  )
}

export function Section({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border border-line bg-white p-6 shadow-sm">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

export const primaryButton =
  'rounded-md bg-accent px-4 py-2.5 font-medium text-white hover:bg-accent-strong disabled:opacity-70'
export const secondaryButton =
  'rounded-md border border-accent bg-white px-4 py-2.5 font-medium text-accent hover:bg-accent-soft disabled:opacity-70'
export const smallButton =
  'rounded-md border border-stone-400 bg-white px-2.5 py-1 text-sm font-medium text-ink hover:bg-stone-100 disabled:opacity-50'
