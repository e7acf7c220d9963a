'use client'

import { useCallback, useEffect, useId, useRef, useState } from 'react'

import {
  ref,
  uploadBytesResumable,
  type FullMetadata,
  type StorageError,
  type UploadTask,
} from '@/platform/storage/client'

import {
  announcement,
  controlsFor,
  describeAccept,
  errorSentence,
  formatBytes,
  objectPathFor,
  percentOf,
  refusalOf,
  stateLabel,
  type FileState,
} from './upload-queue-state'

type Item = {
  id: string
  name: string
  size: number
  transferred: number
  state: FileState
  /** Why it failed or was refused, in words. */
  message?: string
}

export type FileUploadProps = {
  /** The folder to upload into, bucket first: `public/artists/12/uploads/`. */
  folder: string
  /** MIME types, families (`image/*`) or extensions (`.pdf`); absent for any file. */
  accept?: readonly string[]
  /** Largest size in bytes. */
  maxBytes?: number
  multiple?: boolean
  /** The heading-like label of the drop zone. */
  label?: string
  /** After every file of one choice has settled, the metadata of those that were stored (if any were). */
  onUploaded?: (objects: FullMetadata[]) => void
}

/**
 * The public site's upload component: a drop zone and a file picker, a list of
 * files with a progress bar each, pause / resume / cancel, errors in words, and
 * state changes announced politely (not every progress tick). It knows no
 * domain: the page says where to upload and what is accepted.
 */
export function FileUpload({
  folder,
  accept,
  maxBytes,
  multiple = true,
  label = 'Upload files',
  onUploaded,
}: FileUploadProps) {
  const baseId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const tasks = useRef(new Map<string, UploadTask>())
  const canceling = useRef(new Set<string>())
  const counter = useRef(0)
  const [items, setItems] = useState<Item[]>([])
  const [said, setSaid] = useState('')
  const [dragging, setDragging] = useState(false)
  const onUploadedRef = useRef(onUploaded)
  useEffect(() => {
    onUploadedRef.current = onUploaded
  }, [onUploaded])

  // Uploads still under way when the component goes away are canceled.
  useEffect(() => {
    const running = tasks.current
    return () => {
      for (const task of running.values()) if (!task.cancel() && task.resume()) task.cancel()
    }
  }, [])

  const update = useCallback((id: string, change: Partial<Item>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)))
  }, [])

  const announce = useCallback((message: string) => setSaid(message), [])

  const startFiles = useCallback(
    (files: File[]) => {
      if (files.length === 0) return
      const chosen = multiple ? files : files.slice(0, 1)
      const stored: FullMetadata[] = []
      let open = chosen.length
      const settleOne = () => {
        open -= 1
        if (open === 0 && stored.length > 0) onUploadedRef.current?.(stored)
      }
      const added: Item[] = []
      const messages: string[] = []
      for (const file of chosen) {
        counter.current += 1
        const id = `${baseId}-file-${counter.current}`
        const refused = refusalOf({ name: file.name, size: file.size, type: file.type }, { accept, maxBytes })
        if (refused) {
          added.push({ id, name: file.name, size: file.size, transferred: 0, state: 'refused', message: refused })
          messages.push(announcement(file.name, 'refused', refused))
          settleOne()
          continue
        }
        added.push({ id, name: file.name, size: file.size, transferred: 0, state: 'running' })
        messages.push(announcement(file.name, 'running'))
        const task = uploadBytesResumable(ref(objectPathFor(folder, file.name)), file, {
          contentType: file.type || undefined,
        })
        tasks.current.set(id, task)
        let last: FileState = 'running'
        const finish = () => {
          tasks.current.delete(id)
          canceling.current.delete(id)
          settleOne()
        }
        task.on(
          'state_changed',
          (snapshot) => {
            const state: FileState = snapshot.state === 'paused' ? 'paused' : 'running'
            update(id, { transferred: snapshot.bytesTransferred, state })
            // A paused upload is resumed for a moment on its way to being canceled: say nothing of it.
            if (state !== last && !canceling.current.has(id)) announce(announcement(file.name, state))
            last = state
          },
          (error: StorageError) => {
            const state: FileState = error.code === 'storage/canceled' ? 'canceled' : 'error'
            const message = errorSentence(error.code)
            update(id, { state, message: state === 'error' ? message : undefined })
            announce(announcement(file.name, state, message))
            finish()
          },
          () => {
            update(id, { transferred: file.size, state: 'success' })
            announce(announcement(file.name, 'success'))
            if (task.snapshot.metadata) stored.push(task.snapshot.metadata)
            finish()
          },
        )
      }
      setItems((current) => [...added, ...current])
      announce(messages.join(' '))
    },
    [accept, announce, baseId, folder, maxBytes, multiple, update],
  )

  const pause = (id: string) => tasks.current.get(id)?.pause()
  const resume = (id: string) => tasks.current.get(id)?.resume()
  const cancel = (id: string) => {
    const task = tasks.current.get(id)
    if (!task) return
    canceling.current.add(id)
    // The storage client cancels only a running task: a paused one is resumed and canceled at once.
    if (!task.cancel() && !(task.resume() && task.cancel())) canceling.current.delete(id)
  }

  const hintId = `${baseId}-hint`
  const rules = [
    accept && accept.length > 0 ? `Accepted: ${describeAccept(accept)}.` : null,
    maxBytes !== undefined ? `Up to ${formatBytes(maxBytes)} each.` : null,
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <div className="space-y-4">
      <div
        role="group"
        aria-labelledby={`${baseId}-label`}
        aria-describedby={hintId}
        onDragEnter={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragOver={(event) => {
          event.preventDefault()
          event.dataTransfer.dropEffect = 'copy'
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
        }}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          startFiles(Array.from(event.dataTransfer.files))
        }}
        className={`rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors sm:px-8 ${
          dragging ? 'border-accent bg-accent-soft' : 'border-stone-400 bg-white'
        }`}
      >
        <p id={`${baseId}-label`} className="text-lg font-semibold">
          {label}
        </p>
        <p className="mt-1 text-muted">Drag files here, or choose them from your device.</p>
        {rules ? (
          <p id={hintId} className="mt-1 text-sm text-muted">
            {rules}
          </p>
        ) : (
          <span id={hintId} hidden />
        )}
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          className="mt-4 rounded-md bg-accent px-4 py-2.5 font-medium text-white hover:bg-accent-strong"
        >
          {multiple ? 'Choose files' : 'Choose a file'}
        </button>
        <input
          ref={inputRef}
          type="file"
          hidden
          multiple={multiple}
          accept={accept?.join(',')}
          onChange={(event) => {
            startFiles(Array.from(event.currentTarget.files ?? []))
            // The same file may be chosen again later.
            event.currentTarget.value = ''
          }}
        />
      </div>

      <div aria-live="polite" role="status" className="sr-only">
        {said}
      </div>

      {items.length > 0 ? (
        <ul aria-label="Files" className="space-y-3">
          {items.map((item) => (
            <FileRow
              key={item.id}
              item={item}
              onPause={() => pause(item.id)}
              onResume={() => resume(item.id)}
              onCancel={() => cancel(item.id)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  )
}

const tone: Record<FileState, string> = {
  running: 'text-muted',
  paused: 'text-amber-900',
  success: 'text-green-800',
  canceled: 'text-muted',
  error: 'text-red-800',
  refused: 'text-red-800',
}

const controlClass =
  'rounded-md border border-stone-400 bg-white px-3 py-1.5 text-sm font-medium hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50'

function FileRow({
  item,
  onPause,
  onResume,
  onCancel,
}: {
  item: Item
  onPause: () => void
  onResume: () => void
  onCancel: () => void
}) {
  const controls = controlsFor(item.state)
  const pauseRef = useRef<HTMLButtonElement>(null)
  const resumeRef = useRef<HTMLButtonElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const nameRef = useRef<HTMLParagraphElement>(null)
  const percent = item.state === 'success' ? 100 : percentOf(item.transferred, item.size)
  const nameId = `${item.id}-name`

  // The control last focused, kept when the browser drops focus because the control was disabled.
  const lastFocused = useRef<HTMLButtonElement | null>(null)
  const focusEvents = {
    onFocus: (event: React.FocusEvent<HTMLButtonElement>) => {
      lastFocused.current = event.currentTarget
    },
    onBlur: (event: React.FocusEvent<HTMLButtonElement>) => {
      if (event.relatedTarget) lastFocused.current = null
    },
  }

  // A control that the new state disables loses focus: hand it to the control that now applies, or the file's name.
  useEffect(() => {
    const was = lastFocused.current
    if (!was || !was.disabled) return
    const focused = document.activeElement
    if (focused && focused !== document.body && focused !== was) return
    const next = [pauseRef.current, resumeRef.current, cancelRef.current].find((button) => button && !button.disabled)
    lastFocused.current = null
    ;(next ?? nameRef.current)?.focus()
  }, [item.state])

  return (
    <li aria-labelledby={nameId} className="rounded-lg border border-line bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p id={nameId} ref={nameRef} tabIndex={-1} className="min-w-0 font-medium break-all">
          {item.name}
        </p>
        <p className={`text-sm font-medium ${tone[item.state]}`}>{stateLabel(item.state)}</p>
      </div>
      <p className="text-sm text-muted">
        {item.state === 'refused'
          ? formatBytes(item.size)
          : `${formatBytes(item.transferred)} of ${formatBytes(item.size)}`}
      </p>
      {item.state !== 'refused' ? (
        <div className="mt-2 flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={`Upload of ${item.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
            className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-200"
          >
            <div
              className={`h-full rounded-full ${item.state === 'success' ? 'bg-green-700' : item.state === 'error' ? 'bg-red-700' : 'bg-accent'}`}
              style={{ width: `${percent}%` }}
            />
          </div>
          <span className="w-12 text-right text-sm tabular-nums" aria-hidden="true">
            {percent}%
          </span>
        </div>
      ) : null}
      {item.message ? (
        <p className="mt-2 text-sm text-red-800" id={`${item.id}-message`}>
          {item.message}
        </p>
      ) : null}
      {item.state !== 'refused' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            ref={pauseRef}
            type="button"
            disabled={!controls.pause}
            onClick={onPause}
            aria-describedby={nameId}
            {...focusEvents}
            className={controlClass}
          >
            Pause
          </button>
          <button
            ref={resumeRef}
            type="button"
            disabled={!controls.resume}
            onClick={onResume}
            aria-describedby={nameId}
            {...focusEvents}
            className={controlClass}
          >
            Resume
          </button>
          <button
            ref={cancelRef}
            type="button"
            disabled={!controls.cancel}
            onClick={onCancel}
            aria-describedby={nameId}
            {...focusEvents}
            className={controlClass}
          >
            Cancel
          </button>
        </div>
      ) : null}
    </li>
  )
}
