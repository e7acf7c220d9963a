'use client'

import { Button } from '@payloadcms/ui'
import { useActionState } from 'react'

import { ToolMessage } from '@/platform/cpanel/ToolMessage'

import { deleteImage, saveImageDetails, type ImageFormState } from './actions'

const idle: ImageFormState = { status: 'idle' }

function Field({
  name,
  label,
  hint,
  value,
  error,
  multiline,
  required,
  maxLength,
}: {
  name: 'alt' | 'caption' | 'credit'
  label: string
  hint?: string
  value: string
  error?: string
  multiline?: boolean
  required?: boolean
  maxLength: number
}) {
  const id = `image-${name}`
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name,
    defaultValue: value,
    required,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  }
  return (
    <div className="cpanel-tool__field image-library__field">
      <label htmlFor={id}>
        {label}
        {required ? ' (required)' : ''}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="cpanel-tool__why">
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
      {error ? (
        <p id={`${id}-error`} className="image-library__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Alt text, caption and credit of one image; a plain form, so it works before the page's script has loaded. */
export function ImageDetailsForm({
  id,
  alt,
  caption,
  credit,
  altMax,
}: {
  id: number
  alt: string
  caption: string
  credit: string
  altMax: number
}) {
  const [state, action, pending] = useActionState(saveImageDetails, idle)
  const fields = state.fields ?? { alt, caption, credit }
  return (
    <form action={action} className="cpanel-tool__form" noValidate>
      <ToolMessage state={state} />
      <input type="hidden" name="id" value={id} />
      <Field
        name="alt"
        label="Alt text"
        hint="What the image shows, for people who cannot see it. Without it the image cannot appear on a public page."
        value={fields.alt ?? ''}
        error={state.fieldErrors?.alt}
        maxLength={altMax}
        required
      />
      <Field
        name="caption"
        label="Caption"
        value={fields.caption ?? ''}
        error={state.fieldErrors?.caption}
        maxLength={2000}
        multiline
      />
      <Field
        name="credit"
        label="Credit"
        hint="Who made the image, as it should be printed (for example “Photo: Ana Ruiz”)."
        value={fields.credit ?? ''}
        error={state.fieldErrors?.credit}
        maxLength={300}
      />
      <Button type="submit" buttonStyle="primary" disabled={pending}>
        {pending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  )
}

/** Delete, or the reason it cannot be done; the server refuses an image in use whatever the page shows. */
export function DeleteImageForm({ id, filename, inUse }: { id: number; filename: string; inUse: boolean }) {
  const [state, action, pending] = useActionState(deleteImage, idle)
  return (
    <form action={action} className="cpanel-tool__form">
      <ToolMessage state={state} />
      <input type="hidden" name="id" value={id} />
      {inUse ? (
        <p className="cpanel-tool__why">
          This image cannot be deleted while it is used (see above). Remove it from those places first.
        </p>
      ) : (
        <p className="cpanel-tool__why">Deleting removes the image and every size of it. This cannot be undone.</p>
      )}
      {inUse ? null : (
        <label className="image-library__confirm">
          <input type="checkbox" name="confirm" value="yes" required /> Yes, delete {filename} for good
        </label>
      )}
      <Button type="submit" buttonStyle="primary" className="image-library__danger" disabled={pending || inUse}>
        {pending ? 'Deleting…' : 'Delete image'}
      </Button>
    </form>
  )
}
