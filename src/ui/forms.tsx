/** Form parts of the public site: a label for every field, errors tied to their field, messages announced. */

const inputClass =
  'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700'

export function TextField(props: {
  name: string
  label: string
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  defaultValue?: string
  hint?: string
  error?: string
  required?: boolean
}) {
  const { name, label, hint, error } = props
  const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={name} className="block font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${name}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <input
        id={name}
        name={name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        required={props.required ?? true}
        defaultValue={props.defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={inputClass}
      />
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function FormMessage({
  id,
  tone,
  children,
}: {
  id: string
  tone: 'error' | 'success'
  children: React.ReactNode
}) {
  const colours =
    tone === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-green-300 bg-green-50 text-green-900'
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border px-4 py-3 ${colours}`}>
      {children}
    </div>
  )
}

export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean
  label: string
  pendingLabel: string
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="w-full rounded-md bg-accent px-4 py-2.5 font-medium text-white hover:bg-accent-strong disabled:opacity-70"
    >
      {pending ? pendingLabel : label}
    </button>
  )
}

/** A server action's answer, if it has one: an alert for errors, a status for success. */
export function ActionMessage({ id, state }: { id: string; state: { status: string; message?: string } }) {
  if (!state.message) return null
  return (
    <FormMessage id={id} tone={state.status === 'error' ? 'error' : 'success'}>
      {state.message}
    </FormMessage>
  )
}
