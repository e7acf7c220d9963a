'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useActionState, useCallback } from 'react'

import { ToolMessage } from '@/platform/cpanel/ToolMessage'
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, postImage } from '@/ui/image-upload'
import { UploadQueue, type UploadOne } from '@/ui/UploadQueue'
import { formatBytes } from '@/ui/upload-queue-state'

import { deleteImage, saveImageDetails, type ImageFormState } from './actions'
import { altTextProblem, creditProblem, uploadErrorMessage } from './library-upload'

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

/**
 * Many images at once into the library: choose or drop files, describe each
 * (alt text is required, as everywhere), then send them one after another.
 */
export function ImageUploads({ apiRoute, adminRoute }: { apiRoute: string; adminRoute: string }) {
  const router = useRouter()
  const upload = useCallback<UploadOne<number>>(
    async (file, values, transfer) => {
      const data = { alt: values.alt!.trim(), credit: values.credit!.trim() || null }
      const { status, body } = await postImage(apiRoute, file, data, transfer.progress, transfer.signal)
      if (status >= 200 && status < 300) return (body as { doc: { id: number } }).doc.id
      throw new Error(uploadErrorMessage(status, body))
    },
    [apiRoute],
  )
  return (
    <section className="image-library__upload" aria-labelledby="upload-heading">
      <h2 id="upload-heading">Upload images</h2>
      <UploadQueue
        label="Images from your device"
        chooseLabel="Choose images…"
        listLabel="Images to upload"
        hint={`JPEG, PNG, WebP, AVIF, GIF or TIFF, up to ${formatBytes(IMAGE_MAX_BYTES)} each.`}
        accept={IMAGE_ACCEPT}
        maxBytes={IMAGE_MAX_BYTES}
        upload={upload}
        fields={[
          { name: 'alt', label: (name) => `Alt text for ${name} (required)`, maxLength: 300, check: altTextProblem },
          { name: 'credit', label: (name) => `Credit for ${name}`, maxLength: 300, check: creditProblem },
        ]}
        sendLabel={(count) => (count === 1 ? 'Upload 1 image' : `Upload ${count} images`)}
        previews
        uploaded={(id, name) => (
          <p>
            <a href={`${adminRoute}/imagelibrary/${id}`}>Open {name}</a>
          </p>
        )}
        onBatchSettled={(stored) => {
          if (stored > 0) router.refresh()
        }}
      />
    </section>
  )
}
