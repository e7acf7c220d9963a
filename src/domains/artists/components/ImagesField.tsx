'use client'

import { useState } from 'react'

import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, postImage } from '@/ui/image-upload'
import { UploadQueue, type UploadOne } from '@/ui/UploadQueue'
import { formatBytes } from '@/ui/upload-queue-state'
import { useScripted } from '@/ui/scripted'

import type { ImageChoice } from '../services/dashboard'
import { choiceField } from '../services/dashboard-forms'
import { altTextProblem, moved, uploadAnswer } from '../services/image-upload'
import { FieldError, fieldId, smallButton } from './fields'

/** Sends one file as the signed-in artist: the stored image, or why not in words. */
const upload: UploadOne<ImageChoice> = async (file, values, transfer) => {
  const { status, body } = await postImage(
    '/api',
    file,
    { alt: values.alt!.trim() },
    transfer.progress,
    transfer.signal,
  )
  const answer = uploadAnswer(status, body)
  if (answer.ok) return answer.image
  throw new Error(answer.message)
}

/**
 * Images of an artwork, in order (the portrait has its own `PortraitField`): each chosen image is a hidden
 * field of the form (so saving works without JavaScript), moved with up and
 * down buttons or removed; new files are uploaded here through the upload
 * queue, each with its alt text and a progress bar, and join the list once
 * stored. Uploading and reordering need JavaScript; the page says so when it is off.
 */
export function ImagesField({
  name,
  label,
  hint,
  initial,
  max,
  error,
}: {
  name: string
  label: string
  hint: string
  initial: ImageChoice[]
  max: number
  error?: string
}) {
  // Only in the browser: the upload controls do nothing without JavaScript.
  const scripted = useScripted()
  const [chosen, setChosen] = useState(initial)
  const [notice, setNotice] = useState('')
  const id = fieldId(name)

  function move(index: number, step: -1 | 1) {
    setChosen((images) => moved(images, index, step))
    setNotice(`${chosen[index]?.alt ?? 'Image'} moved to place ${index + step + 1} of ${chosen.length}.`)
  }

  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} className="space-y-3">
      <legend className="font-medium">{label}</legend>
      {/* Says the form showed this list, even empty, so a refused save draws it again as it was. */}
      <input type="hidden" name={choiceField(name)} value="" />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      {chosen.length === 0 ? (
        <p className="text-sm italic text-muted">No images yet.</p>
      ) : (
        <ol aria-label={label} className="grid gap-3 sm:grid-cols-2">
          {chosen.map((image, index) => (
            <li key={image.id} className="flex gap-3 rounded-md border border-line p-2">
              <input type="hidden" name={name} value={image.id} />
              <input type="hidden" name={choiceField(name)} value={JSON.stringify(image)} />
              {image.url ? (
                // eslint-disable-next-line @next/next/no-img-element
                <img src={image.url} alt={image.alt} className="size-20 shrink-0 rounded object-cover" />
              ) : null}
              <div className="min-w-0 flex-1 space-y-1">
                <p className="truncate text-sm">
                  {index === 0 ? 'Main image: ' : `Image ${index + 1}: `}
                  {image.alt}
                </p>
                {scripted ? (
                  <div className="flex flex-wrap gap-1">
                    <button
                      type="button"
                      className={smallButton}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      Move up<span className="sr-only"> {image.alt}</span>
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      disabled={index === chosen.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      Move down<span className="sr-only"> {image.alt}</span>
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      onClick={() => {
                        setChosen((images) => images.filter((item) => item.id !== image.id))
                        setNotice(`${image.alt} removed. Save to keep the change.`)
                      }}
                    >
                      Remove<span className="sr-only"> {image.alt}</span>
                    </button>
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      <FieldError name={name} error={error} />
      <noscript>
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          Uploading, reordering and removing pictures need JavaScript, which is off in your browser. Everything else in
          this form works without it.
        </p>
      </noscript>
      {scripted ? (
        <UploadQueue
          label="Upload images"
          chooseLabel="Choose images"
          listLabel="Pictures to upload"
          hint={`JPEG, PNG, WebP, AVIF, GIF or TIFF, up to ${formatBytes(IMAGE_MAX_BYTES)}. Location data is removed from every picture.`}
          accept={IMAGE_ACCEPT}
          maxBytes={IMAGE_MAX_BYTES}
          multiple
          upload={upload}
          fields={[
            {
              name: 'alt',
              label: (file) => `Alt text for ${file} (required)`,
              maxLength: 300,
              check: (alt, file) => altTextProblem(file, alt),
            },
          ]}
          sendLabel={(count) => (count === 1 ? 'Upload 1 picture' : `Upload ${count} pictures`)}
          checkBatch={(count) =>
            chosen.length + count > max ? `At most ${max} images: remove some before adding more.` : undefined
          }
          describeBatch={(stored) =>
            stored > 0
              ? `${stored === 1 ? '1 image' : `${stored} images`} uploaded. Save to keep ${stored === 1 ? 'it' : 'them'}.`
              : 'Nothing was uploaded.'
          }
          previews
          removeWhenUploaded
          onUploaded={(image) => setChosen((images) => [...images, image])}
        />
      ) : null}
      <p role="status" className="text-sm text-muted">
        {notice}
      </p>
    </fieldset>
  )
}
