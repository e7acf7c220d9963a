'use client'

import { useState } from 'react'

import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, postImage } from '@/ui/image-upload'
import { formatBytes } from '@/ui/upload-queue-state'
import { useScripted } from '@/ui/scripted'

import type { ImageChoice } from '../services/dashboard'
import { choiceField, PORTRAIT, PORTRAIT_ALT, PORTRAIT_FILE } from '../services/dashboard-forms'
import { altTextProblem, uploadAnswer } from '../services/image-upload'
import { FieldError, fieldId, inputClass, smallButton } from './fields'

/**
 * Before the profile form goes, with JavaScript: a chosen portrait is checked
 * (its alt text) and sent to the image library through the REST API, which
 * takes larger files than a form's post, and the form then carries the
 * stored image's id instead of the file. Without JavaScript the file goes
 * with the form and the server stores it. Never dropped: a problem stops the
 * form and is named at the field.
 */
export async function sendChosenPortrait(
  form: FormData,
  onProgress: (sent: number, total: number) => void,
): Promise<{ ok: true } | { ok: false; field: string; message: string }> {
  const file = form.get(PORTRAIT_FILE)
  if (!(file instanceof File) || file.size === 0) {
    form.delete(PORTRAIT_FILE)
    return { ok: true }
  }
  const alt = String(form.get(PORTRAIT_ALT) ?? '').trim()
  const missing = altTextProblem('your portrait', alt)
  if (missing) return { ok: false, field: PORTRAIT_ALT, message: missing }
  if (file.size > IMAGE_MAX_BYTES) {
    return {
      ok: false,
      field: PORTRAIT,
      message: `This file is over ${formatBytes(IMAGE_MAX_BYTES)}: choose a smaller picture.`,
    }
  }
  let answer
  try {
    const { status, body } = await postImage('/api', file, { alt }, (sent) => onProgress(sent, file.size))
    answer = uploadAnswer(status, body)
  } catch (error) {
    answer = { ok: false as const, message: error instanceof Error ? error.message : 'The picture could not be sent.' }
  }
  if (!answer.ok) return { ok: false, field: PORTRAIT, message: answer.message }
  form.delete(PORTRAIT_FILE)
  form.delete(PORTRAIT_ALT)
  form.set(PORTRAIT, String(answer.image.id))
  form.delete(choiceField(PORTRAIT))
  form.append(choiceField(PORTRAIT), '')
  form.append(choiceField(PORTRAIT), JSON.stringify(answer.image))
  return { ok: true }
}

/**
 * The profile's portrait: the one chosen now (a hidden field, so saving keeps
 * it), and a new picture with its alt text, chosen in the form and saved with it.
 */
export function PortraitField({
  initial,
  errors,
  progress,
}: {
  initial: ImageChoice | null
  errors: Record<string, string | undefined>
  /** What is being sent, while the form sends a chosen picture first. */
  progress: string
}) {
  const scripted = useScripted()
  const [chosen, setChosen] = useState(initial)
  const [notice, setNotice] = useState('')
  const id = fieldId(PORTRAIT)
  const error = errors[PORTRAIT]
  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} className="space-y-3">
      <legend className="font-medium">Portrait</legend>
      {/* Says the form showed this field, even empty, so a refused save draws it again as it was. */}
      <input type="hidden" name={choiceField(PORTRAIT)} value="" />
      <p id={`${id}-hint`} className="text-sm text-muted">
        A picture of you or your studio, shown at the top of your profile. It is saved with the form.
      </p>
      {chosen ? (
        <div className="flex gap-3 rounded-md border border-line p-2 sm:max-w-md">
          <input type="hidden" name={PORTRAIT} value={chosen.id} />
          <input type="hidden" name={choiceField(PORTRAIT)} value={JSON.stringify(chosen)} />
          {chosen.url ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={chosen.url} alt={chosen.alt} className="size-20 shrink-0 rounded object-cover" />
          ) : null}
          <div className="min-w-0 flex-1 space-y-1">
            <p className="truncate text-sm">Now: {chosen.alt}</p>
            {scripted ? (
              <button
                type="button"
                className={smallButton}
                onClick={() => {
                  setChosen(null)
                  setNotice('Portrait removed. Save to keep the change.')
                }}
              >
                Remove<span className="sr-only"> the portrait</span>
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
      <div>
        <label htmlFor={fieldId(PORTRAIT_FILE)} className="block font-medium">
          {chosen ? 'A new portrait' : 'Choose a portrait'}
        </label>
        <p id={`${fieldId(PORTRAIT_FILE)}-hint`} className="text-sm text-muted">
          JPEG, PNG, WebP, AVIF, GIF or TIFF, up to {formatBytes(IMAGE_MAX_BYTES)} (1 MB when JavaScript is off).
          Location data is removed.
        </p>
        <input
          id={fieldId(PORTRAIT_FILE)}
          type="file"
          name={PORTRAIT_FILE}
          accept={IMAGE_ACCEPT.join(',')}
          aria-describedby={`${fieldId(PORTRAIT_FILE)}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className="mt-1 block max-w-full file:mr-3 file:rounded file:border file:border-ink file:bg-white file:px-3 file:py-1.5 file:font-semibold"
        />
      </div>
      <div>
        <label htmlFor={fieldId(PORTRAIT_ALT)} className="block font-medium">
          What the new portrait shows
        </label>
        <p id={`${fieldId(PORTRAIT_ALT)}-hint`} className="text-sm text-muted">
          Needed with a new picture: its alt text, for people who cannot see it.
        </p>
        <input
          id={fieldId(PORTRAIT_ALT)}
          name={PORTRAIT_ALT}
          maxLength={300}
          autoComplete="off"
          aria-invalid={errors[PORTRAIT_ALT] ? true : undefined}
          aria-describedby={`${fieldId(PORTRAIT_ALT)}-hint${errors[PORTRAIT_ALT] ? ` ${fieldId(PORTRAIT_ALT)}-error` : ''}`}
          className={inputClass}
        />
        <FieldError name={PORTRAIT_ALT} error={errors[PORTRAIT_ALT]} />
      </div>
      <FieldError name={PORTRAIT} error={error} />
      <p role="status" className="text-sm text-muted">
        {progress || notice}
      </p>
    </fieldset>
  )
}
