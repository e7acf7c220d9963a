'use client'

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { formatBytes, percentOf, refusalOf } from '@/ui/upload-queue-state'
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, postImage } from '@/ui/image-upload'

import type { ImageChoice } from '../services/dashboard'
import { choiceField } from '../services/dashboard-forms'
import { altTextProblem, moved, uploadAnswer } from '../services/image-upload'
import { FieldError, fieldId, inputClass, secondaryButton, smallButton } from './fields'

type Queued = {
  key: string
  file: File
  preview: string
  alt: string
  state: 'waiting' | 'uploading' | 'failed'
  sent: number
  problem?: string
}

/** Sends one file as the signed-in artist: the stored image, or why not in words. */
function send(entry: Queued, onProgress: (sent: number) => void): Promise<ReturnType<typeof uploadAnswer>> {
  return postImage('/api', entry.file, { alt: entry.alt.trim() }, onProgress).then(
    ({ status, body }) => uploadAnswer(status, body),
    (error: Error) => ({ ok: false, message: error.message }),
  )
}

const noSubscription = () => () => {}

/**
 * Images of a profile or an artwork, in order: each chosen image is a hidden
 * field of the form (so saving works without JavaScript), moved with up and
 * down buttons or removed; new files are uploaded here, each with its alt
 * text and a progress bar, and join the list once stored. Uploading and
 * reordering need JavaScript; the page says so when it is off.
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
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const [chosen, setChosen] = useState(initial)
  const [queue, setQueue] = useState<Queued[]>([])
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState('')
  const [refusals, setRefusals] = useState<string[]>([])
  const previews = useRef(new Set<string>())
  const id = fieldId(name)
  const single = max === 1

  useEffect(() => {
    const held = previews.current
    return () => held.forEach((url) => URL.revokeObjectURL(url))
  }, [])

  const change = (key: string, patch: Partial<Queued>) =>
    setQueue((entries) => entries.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)))

  function add(files: FileList | null) {
    if (!files) return
    const problems: string[] = []
    const added: Queued[] = []
    for (const file of Array.from(files).slice(0, single ? 1 : undefined)) {
      const refusal = refusalOf(file, { accept: IMAGE_ACCEPT, maxBytes: IMAGE_MAX_BYTES })
      if (refusal) {
        problems.push(`${file.name}: ${refusal}`)
        continue
      }
      const preview = URL.createObjectURL(file)
      previews.current.add(preview)
      added.push({
        key: `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`,
        file,
        preview,
        alt: '',
        state: 'waiting',
        sent: 0,
      })
    }
    setRefusals(problems)
    setQueue((entries) => (single ? added : [...entries, ...added]))
  }

  function forget(key: string) {
    const entry = queue.find((item) => item.key === key)
    if (entry) {
      URL.revokeObjectURL(entry.preview)
      previews.current.delete(entry.preview)
    }
    setQueue((entries) => entries.filter((item) => item.key !== key))
  }

  async function uploadAll() {
    const going = queue.filter((entry) => entry.state !== 'uploading')
    const missing = going
      .map((entry) => ({ entry, problem: altTextProblem(entry.file.name, entry.alt) }))
      .find((item) => item.problem)
    if (missing) {
      change(missing.entry.key, { problem: missing.problem })
      document.getElementById(`${id}-alt-${missing.entry.key}`)?.focus()
      return
    }
    if (!single && chosen.length + going.length > max) {
      setNotice(`At most ${max} images: remove some before adding more.`)
      return
    }
    setBusy(true)
    let stored = 0
    for (const entry of going) {
      change(entry.key, { state: 'uploading', sent: 0, problem: undefined })
      const answer = await send(entry, (sent) => change(entry.key, { sent }))
      if (answer.ok) {
        stored += 1
        setChosen((images) => (single ? [answer.image] : [...images, answer.image]))
        forget(entry.key)
      } else {
        change(entry.key, { state: 'failed', problem: answer.message })
      }
    }
    setBusy(false)
    setNotice(
      stored > 0
        ? `${stored === 1 ? '1 image' : `${stored} images`} uploaded. Save to keep ${single ? 'it' : 'them'}.`
        : 'Nothing was uploaded.',
    )
  }

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
        <p className="text-sm italic text-muted">No {single ? 'picture' : 'images'} yet.</p>
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
                  {single ? '' : index === 0 ? 'Main image: ' : `Image ${index + 1}: `}
                  {image.alt}
                </p>
                {scripted ? (
                  <div className="flex flex-wrap gap-1">
                    {single ? null : (
                      <>
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
                      </>
                    )}
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
        <div className="space-y-3 rounded-md border border-dashed border-stone-400 p-3">
          <label htmlFor={`${id}-files`} className="block font-medium">
            {single ? 'Upload a picture' : 'Upload images'}
          </label>
          <p className="text-sm text-muted">
            JPEG, PNG, WebP, AVIF, GIF or TIFF, up to {formatBytes(IMAGE_MAX_BYTES)}. Location data is removed from
            every picture.
          </p>
          <input
            id={`${id}-files`}
            type="file"
            multiple={!single}
            accept={IMAGE_ACCEPT.join(',')}
            disabled={busy}
            onChange={(event) => {
              add(event.target.files)
              event.target.value = ''
            }}
            className="block text-sm"
          />
          {refusals.length > 0 ? (
            <ul className="text-sm text-red-800">
              {refusals.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          {queue.length > 0 ? (
            <ol aria-label="Pictures to upload" className="space-y-3">
              {queue.map((entry) => (
                <li key={entry.key} className="flex gap-3">
                  {/* A local preview of the chosen file, before it is sent. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={entry.preview} alt="" className="size-16 shrink-0 rounded object-cover" />
                  <div className="min-w-0 flex-1">
                    <label htmlFor={`${id}-alt-${entry.key}`} className="block text-sm font-medium">
                      Alt text for {entry.file.name} (required)
                    </label>
                    <input
                      id={`${id}-alt-${entry.key}`}
                      type="text"
                      value={entry.alt}
                      maxLength={300}
                      disabled={entry.state === 'uploading'}
                      aria-invalid={entry.problem ? true : undefined}
                      aria-describedby={entry.problem ? `${id}-problem-${entry.key}` : undefined}
                      onChange={(event) => change(entry.key, { alt: event.target.value, problem: undefined })}
                      className={inputClass}
                    />
                    {entry.state === 'uploading' ? (
                      <progress
                        max={100}
                        value={percentOf(entry.sent, entry.file.size)}
                        aria-label={`${entry.file.name} uploaded`}
                        className="mt-2 w-full"
                      />
                    ) : null}
                    {entry.problem ? (
                      <p id={`${id}-problem-${entry.key}`} className="mt-1 text-sm font-medium text-red-800">
                        {entry.problem}
                      </p>
                    ) : null}
                    {entry.state !== 'uploading' && !busy ? (
                      <button type="button" className={`${smallButton} mt-2`} onClick={() => forget(entry.key)}>
                        Don’t upload {entry.file.name}
                      </button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ol>
          ) : null}
          {queue.length > 0 ? (
            <button type="button" className={secondaryButton} disabled={busy} onClick={uploadAll}>
              {busy ? 'Uploading…' : queue.length === 1 ? 'Upload 1 picture' : `Upload ${queue.length} pictures`}
            </button>
          ) : null}
        </div>
      ) : null}
      <p role="status" className="text-sm text-muted">
        {notice}
      </p>
    </fieldset>
  )
}
