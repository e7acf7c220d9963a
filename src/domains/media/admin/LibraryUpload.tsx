'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { formatBytes, percentOf, refusalOf } from '@/ui/upload-queue-state'
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, postImage } from '@/ui/image-upload'

import { queueProblem, queueSummary, uploadErrorMessage, type QueuedImage } from './library-upload'

type Entry = QueuedImage & { file: File; preview: string }

/** Sends one file and resolves with the new image's id, or rejects with why not in words. */
async function send(
  apiRoute: string,
  entry: Entry,
  onProgress: (sent: number) => void,
  register: (request: XMLHttpRequest) => void,
): Promise<number> {
  const data = { alt: entry.alt.trim(), credit: entry.credit.trim() || null }
  const { status, body } = await postImage(apiRoute, entry.file, data, onProgress, register)
  if (status >= 200 && status < 300) return (body as { doc: { id: number } }).doc.id
  throw new Error(uploadErrorMessage(status, body))
}

/**
 * Many images at once: choose or drop files, describe each (alt text is
 * required, as everywhere), then upload them one after another, each with its
 * own progress bar.
 */
export function LibraryUpload({ apiRoute, adminRoute }: { apiRoute: string; adminRoute: string }) {
  const router = useRouter()
  const [queue, setQueue] = useState<Entry[]>([])
  const [problem, setProblem] = useState<string>()
  const [refused, setRefused] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const [over, setOver] = useState(false)
  const current = useRef<XMLHttpRequest | null>(null)
  const picker = useRef<HTMLInputElement>(null)

  const previews = useRef(new Set<string>())
  // The previews' memory goes back when the page is left; a removed file's at once.
  useEffect(() => {
    const held = previews.current
    return () => held.forEach((url) => URL.revokeObjectURL(url))
  }, [])

  const change = (key: string, patch: Partial<Entry>) =>
    setQueue((entries) => entries.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)))

  function add(files: FileList | null) {
    if (!files) return
    const accepted: Entry[] = []
    const refusals: string[] = []
    for (const file of Array.from(files)) {
      const refusal = refusalOf(file, { accept: IMAGE_ACCEPT, maxBytes: IMAGE_MAX_BYTES })
      if (refusal) refusals.push(`${file.name}: ${refusal}`)
      else
        accepted.push({
          key: `${file.name}-${file.size}-${file.lastModified}-${Math.random().toString(36).slice(2)}`,
          name: file.name,
          size: file.size,
          type: file.type,
          alt: '',
          credit: '',
          state: 'waiting',
          sent: 0,
          file,
          preview: URL.createObjectURL(file),
        })
    }
    for (const entry of accepted) previews.current.add(entry.preview)
    setRefused(refusals)
    setProblem(undefined)
    setQueue((entries) => [...entries, ...accepted])
  }

  async function uploadAll() {
    const waiting = queue.filter((entry) => entry.state === 'waiting' || entry.state === 'failed')
    const firstProblem = waiting.map((entry) => ({ entry, problem: queueProblem(entry) })).find((item) => item.problem)
    if (firstProblem) {
      setProblem(firstProblem.problem)
      document.getElementById(`alt-${firstProblem.entry.key}`)?.focus()
      return
    }
    setProblem(undefined)
    setBusy(true)
    let stored = 0
    for (const entry of waiting) {
      change(entry.key, { state: 'uploading', sent: 0, problem: undefined })
      try {
        const id = await send(
          apiRoute,
          entry,
          (sent) => change(entry.key, { sent }),
          (request) => (current.current = request),
        )
        change(entry.key, { state: 'done', sent: entry.size, id })
        stored += 1
      } catch (error) {
        change(entry.key, { state: 'failed', problem: error instanceof Error ? error.message : String(error) })
      }
    }
    current.current = null
    setBusy(false)
    if (stored > 0) router.refresh()
  }

  function remove(key: string) {
    const entry = queue.find((candidate) => candidate.key === key)
    if (entry) {
      URL.revokeObjectURL(entry.preview)
      previews.current.delete(entry.preview)
    }
    setQueue((entries) => entries.filter((candidate) => candidate.key !== key))
  }
  const pending = queue.filter((entry) => entry.state === 'waiting' || entry.state === 'failed').length

  return (
    <section className="image-library__upload" aria-labelledby="upload-heading">
      <h2 id="upload-heading">Upload images</h2>
      <div
        className={`image-library__drop${over ? ' image-library__drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault()
          setOver(false)
          add(event.dataTransfer.files)
        }}
      >
        <p>Drop images here, or</p>
        <Button type="button" buttonStyle="secondary" onClick={() => picker.current?.click()} disabled={busy}>
          Choose images…
        </Button>
        <input
          ref={picker}
          id="library-files"
          type="file"
          multiple
          accept={IMAGE_ACCEPT.join(',')}
          className="cpanel-tool__sr"
          tabIndex={-1}
          aria-label="Images to upload"
          onChange={(event) => {
            add(event.target.files)
            event.target.value = ''
          }}
        />
        <p className="cpanel-tool__why">
          JPEG, PNG, WebP, AVIF, GIF or TIFF, up to {formatBytes(IMAGE_MAX_BYTES)} each.
        </p>
      </div>
      {refused.length > 0 ? (
        <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
          <p>Not added:</p>
          <ul>
            {refused.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {problem ? (
        <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
          {problem}
        </div>
      ) : null}
      <p role="status" className="cpanel-tool__sr">
        {queueSummary(queue)}
      </p>
      {queue.length > 0 ? (
        <ol className="image-library__queue" aria-label="Images to upload">
          {queue.map((entry) => (
            <li key={entry.key} className="image-library__queued" data-state={entry.state}>
              {/* A local preview of the chosen file, before it is sent. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={entry.preview} alt="" className="image-library__preview" />
              <div className="image-library__queued-body">
                <p className="image-library__queued-name">
                  <strong>{entry.name}</strong> · {formatBytes(entry.size)}
                </p>
                {entry.state === 'done' ? (
                  <p>
                    Uploaded. <a href={`${adminRoute}/imagelibrary/${entry.id}`}>Open {entry.name}</a>
                  </p>
                ) : (
                  <>
                    <div className="cpanel-tool__field">
                      <label htmlFor={`alt-${entry.key}`}>Alt text for {entry.name} (required)</label>
                      <input
                        id={`alt-${entry.key}`}
                        type="text"
                        value={entry.alt}
                        maxLength={300}
                        disabled={entry.state === 'uploading'}
                        onChange={(event) => change(entry.key, { alt: event.target.value })}
                      />
                    </div>
                    <div className="cpanel-tool__field">
                      <label htmlFor={`credit-${entry.key}`}>Credit for {entry.name}</label>
                      <input
                        id={`credit-${entry.key}`}
                        type="text"
                        value={entry.credit}
                        maxLength={300}
                        disabled={entry.state === 'uploading'}
                        onChange={(event) => change(entry.key, { credit: event.target.value })}
                      />
                    </div>
                  </>
                )}
                {entry.state === 'uploading' || entry.state === 'done' ? (
                  <progress
                    max={100}
                    value={percentOf(entry.sent, entry.size)}
                    aria-label={`${entry.name} uploaded`}
                    className="image-library__progress"
                  />
                ) : null}
                {entry.problem ? <p className="image-library__error">{entry.problem}</p> : null}
                {entry.state === 'uploading' ? (
                  <Button type="button" buttonStyle="secondary" size="small" onClick={() => current.current?.abort()}>
                    Cancel {entry.name}
                  </Button>
                ) : entry.state !== 'done' && !busy ? (
                  <Button type="button" buttonStyle="secondary" size="small" onClick={() => remove(entry.key)}>
                    Remove {entry.name}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {pending > 0 ? (
        <Button type="button" buttonStyle="primary" onClick={uploadAll} disabled={busy}>
          {busy ? 'Uploading…' : pending === 1 ? 'Upload 1 image' : `Upload ${pending} images`}
        </Button>
      ) : null}
    </section>
  )
}
