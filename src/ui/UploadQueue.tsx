'use client'

import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { Button, DropZone, FileTrigger, ProgressBar, type DropItem, type FileDropItem } from 'react-aria-components'

import {
  announcement,
  changed,
  controlsFor,
  describeAccept,
  formatBytes,
  percentDone,
  queued,
  queueSummary,
  sendable,
  stateLabel,
  type FileState,
  type QueuedFile,
} from './upload-queue-state'
import { useScripted } from './scripted'

/** What the queue hands the upload of one file. */
export type Transfer = {
  /** Report the bytes sent so far. */
  progress: (sent: number) => void
  /** Aborted when the person cancels or leaves the page: stop, and reject. */
  signal: AbortSignal
  /** A pausable upload says how to pause and resume it. */
  pauseWith: (controls: { pause: () => void; resume: () => void }) => void
  /** A pausable upload says when it has paused, or runs again. */
  paused: (paused: boolean) => void
}

/** Sends one file with what was written about it: resolves with what was stored, or rejects with why not in words. */
export type UploadOne<R> = (file: File, values: Record<string, string>, transfer: Transfer) => Promise<R>

/** A field filled in for each file before it is sent, such as its alt text. */
export type FileField = {
  name: string
  label: (fileName: string) => string
  maxLength?: number
  /** Why the value holds the file back, in words; undefined when it may go. */
  check?: (value: string, fileName: string) => string | undefined
}

export type UploadQueueProps<R> = {
  /** The drop zone's name. */
  label: string
  /** The file picker button's words. */
  chooseLabel: string
  /** The list's name. */
  listLabel: string
  /** What is accepted, in words; by default said from `accept` and `maxBytes`. */
  hint?: ReactNode
  /** MIME types, families (`image/*`) or extensions (`.pdf`); absent for any file. The server checks again. */
  accept?: readonly string[]
  /** Largest size in bytes. */
  maxBytes?: number
  multiple?: boolean
  upload: UploadOne<R>
  /** Shows Pause and Resume: for uploads that say how (`Transfer.pauseWith`). */
  pausable?: boolean
  /** Fields to fill in per file; with `sendLabel`, files wait for them and for the send button. */
  fields?: readonly FileField[]
  /** The send button's words for this many files; without it files go as soon as they are chosen. */
  sendLabel?: (count: number) => string
  /** Why this many files cannot go together, in words. */
  checkBatch?: (count: number) => string | undefined
  /** What is said once a press of the send button has settled; by default how many were uploaded and failed. */
  describeBatch?: (uploaded: number, failed: number) => string
  /** Shows each chosen image before it is sent. */
  previews?: boolean
  /** Takes a stored file off the list (its new home shows it). */
  removeWhenUploaded?: boolean
  /** Shown in a stored file's row, such as a link to it. */
  uploaded?: (result: R, fileName: string) => ReactNode
  /** Called for each stored file. */
  onUploaded?: (result: R) => void
  /** Called once a press of the send button has settled, with how many files were stored. */
  onBatchSettled?: (uploaded: number) => void
}

type Problem = { message: string; id?: string; field?: string }

// Read by screen readers, not shown.
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
}

/**
 * The one upload queue: a drop zone and a file picker, a row per file with
 * its progress bar, cancel, retry and remove (pause and resume where the
 * upload can), errors in words, and changes of state said politely (not every
 * progress tick). It knows no domain: the page says what is accepted, how one
 * file is sent, and what each file needs written about it first.
 */
export function UploadQueue<R>(props: UploadQueueProps<R>) {
  const { label, chooseLabel, listLabel, accept, maxBytes, multiple = true, pausable = false, fields = [] } = props
  const baseId = useId()
  const latest = useRef(props)
  useEffect(() => {
    latest.current = props
  })
  const files = useRef(new Map<string, File>())
  const previews = useRef(new Map<string, string>())
  const controllers = useRef(new Map<string, AbortController>())
  const pausers = useRef(new Map<string, { pause: () => void; resume: () => void }>())
  const counter = useRef(0)
  const droppedNatively = useRef(false)
  const [queue, setQueue] = useState<QueuedFile<R>[]>([])
  const [said, setSaid] = useState('')
  const [problem, setProblem] = useState<Problem>()
  const [busy, setBusy] = useState(false)
  const waits = Boolean(props.sendLabel)
  // The picker does nothing until this script runs: disabled in the server's HTML, never a dead button.
  const scripted = useScripted()

  // Uploads still under way when the queue goes away are canceled; previews give their memory back.
  useEffect(() => {
    const running = controllers.current
    const shown = previews.current
    return () => {
      for (const controller of running.values()) controller.abort()
      for (const url of shown.values()) URL.revokeObjectURL(url)
    }
  }, [])

  const update = (id: string, change: Partial<QueuedFile<R>>) => setQueue((current) => changed(current, id, change))

  function forget(ids: readonly string[]) {
    for (const id of ids) {
      const url = previews.current.get(id)
      if (url) URL.revokeObjectURL(url)
      previews.current.delete(id)
      files.current.delete(id)
    }
    setQueue((current) => current.filter((entry) => !ids.includes(entry.id)))
  }

  /** Sends one file; settles with how it ended. */
  function send(entry: QueuedFile<R>): Promise<FileState> {
    const { id, name, size } = entry
    const file = files.current.get(id)
    if (!file) return Promise.resolve('error')
    const controller = new AbortController()
    controllers.current.set(id, controller)
    update(id, { state: 'running', sent: 0, message: undefined })
    let paused = false
    const transfer: Transfer = {
      progress: (sent) => update(id, { sent }),
      signal: controller.signal,
      pauseWith: (controls) => pausers.current.set(id, controls),
      paused: (now) => {
        // A paused upload runs again for a moment on its way to being canceled: say nothing of it.
        if (now === paused || controller.signal.aborted) return
        paused = now
        update(id, { state: now ? 'paused' : 'running' })
        setSaid(announcement(name, now ? 'paused' : 'running'))
      },
    }
    const settled = () => {
      controllers.current.delete(id)
      pausers.current.delete(id)
    }
    return latest.current.upload(file, entry.values, transfer).then(
      (result) => {
        settled()
        update(id, { state: 'success', sent: size, result })
        setSaid(announcement(name, 'success'))
        latest.current.onUploaded?.(result)
        if (latest.current.removeWhenUploaded) forget([id])
        return 'success' as const
      },
      (error: unknown) => {
        settled()
        if (controller.signal.aborted) {
          update(id, { state: 'canceled' })
          setSaid(announcement(name, 'canceled'))
          return 'canceled' as const
        }
        const message = error instanceof Error ? error.message : String(error)
        update(id, { state: 'error', message })
        setSaid(announcement(name, 'error', message))
        return 'error' as const
      },
    )
  }

  function fieldId(entryId: string, field: string) {
    return `${entryId}-${field}`
  }

  /** Sends these files one after another, once every field says they may go. */
  async function sendAll(entries: QueuedFile<R>[]) {
    for (const entry of entries) {
      for (const field of fields) {
        const message = field.check?.(entry.values[field.name] ?? '', entry.name)
        if (message) {
          setProblem({ message, id: entry.id, field: field.name })
          document.getElementById(fieldId(entry.id, field.name))?.focus()
          return
        }
      }
    }
    const tooMany = latest.current.checkBatch?.(entries.length)
    if (tooMany) {
      setProblem({ message: tooMany })
      return
    }
    setProblem(undefined)
    setBusy(true)
    const outcomes: FileState[] = []
    for (const [index, entry] of entries.entries()) {
      setSaid(
        queueSummary(
          entries.map((item, at) => ({
            name: item.name,
            state: at < index ? outcomes[at]! : at === index ? 'running' : 'waiting',
          })),
        ),
      )
      outcomes.push(await send(entry))
    }
    setBusy(false)
    const uploaded = outcomes.filter((state) => state === 'success').length
    const failed = outcomes.filter((state) => state === 'error').length
    const describe = latest.current.describeBatch
    setSaid(
      describe
        ? describe(uploaded, failed)
        : queueSummary(entries.map((item, at) => ({ name: item.name, state: outcomes[at]! }))),
    )
    latest.current.onBatchSettled?.(uploaded)
  }

  function add(chosen: File[]) {
    if (chosen.length === 0) return
    const picked = multiple ? chosen : chosen.slice(0, 1)
    const withIds = picked.map((file) => {
      counter.current += 1
      const id = `${baseId}-file-${counter.current}`
      files.current.set(id, file)
      return { id, file }
    })
    const entries = queued<R>(
      withIds.map(({ id, file }) => ({ id, name: file.name, size: file.size, type: file.type })),
      { accept, maxBytes },
      fields.map((field) => field.name),
      waits ? 'waiting' : 'running',
    )
    if (latest.current.previews)
      for (const entry of entries)
        if (entry.state !== 'refused') {
          entry.preview = URL.createObjectURL(files.current.get(entry.id)!)
          previews.current.set(entry.id, entry.preview)
        }
    // One file at a time: a new choice takes the place of whatever was not sent.
    if (!multiple) forget(queue.filter((entry) => controlsFor(entry.state).remove).map((entry) => entry.id))
    setQueue((current) => [...current, ...entries])
    setProblem(undefined)
    setSaid(entries.map((entry) => announcement(entry.name, entry.state, entry.message)).join(' '))
    if (!waits) for (const entry of entries) if (entry.state === 'running') void send(entry)
  }

  function cancel(id: string) {
    controllers.current.get(id)?.abort()
  }

  function retry(entry: QueuedFile<R>) {
    if (waits) void sendAll([entry])
    else void send(entry)
  }

  const hintId = `${baseId}-hint`
  const labelId = `${baseId}-label`
  const rules = [
    accept && accept.length > 0 ? `Accepted: ${describeAccept(accept)}.` : null,
    maxBytes !== undefined ? `Up to ${formatBytes(maxBytes)} each.` : null,
  ]
    .filter(Boolean)
    .join(' ')
  const toSend = sendable(queue)

  return (
    <div className="upload-queue">
      <DropZone
        aria-label="Drop or paste files here"
        className="upload-queue__zone"
        onDrop={async (event) => {
          if (droppedNatively.current) return
          const dropped = event.items.filter((item: DropItem): item is FileDropItem => item.kind === 'file')
          add(await Promise.all(dropped.map((item) => item.getFile())))
        }}
        render={(zone) => (
          <div
            {...zone}
            role="group"
            aria-labelledby={labelId}
            aria-describedby={hintId}
            onDrop={(event) => {
              // Files dragged in are read from the event itself: React Aria skips a file whose entry the
              // browser leaves empty (as for a scripted drag); its own handler still ends the drag.
              add(Array.from(event.dataTransfer.files))
              droppedNatively.current = true
              zone.onDrop?.(event)
              droppedNatively.current = false
            }}
          />
        )}
      >
        <p id={labelId} className="upload-queue__label">
          {label}
        </p>
        <p className="upload-queue__hint">Drop or paste files here, or choose them from your device.</p>
        <p id={hintId} className="upload-queue__hint">
          {props.hint ?? rules}
        </p>
        <FileTrigger
          acceptedFileTypes={accept ? [...accept] : undefined}
          allowsMultiple={multiple}
          onSelect={(list) => add(Array.from(list ?? []))}
        >
          <Button className="upload-queue__button upload-queue__button--primary" isDisabled={busy || !scripted}>
            {chooseLabel}
          </Button>
        </FileTrigger>
      </DropZone>

      <div role="status" aria-live="polite" style={visuallyHidden}>
        {said}
      </div>

      {queue.length > 0 ? (
        <ul aria-label={listLabel} className="upload-queue__list">
          {queue.map((entry) => (
            <FileRow
              key={entry.id}
              entry={entry}
              pausable={pausable}
              busy={busy}
              fields={fields}
              fieldId={fieldId}
              problem={problem?.id === entry.id ? problem : undefined}
              uploaded={entry.result !== undefined ? props.uploaded?.(entry.result, entry.name) : undefined}
              onChange={(field, value) => {
                update(entry.id, { values: { ...entry.values, [field]: value } })
                if (problem?.id === entry.id) setProblem(undefined)
              }}
              onPause={() => pausers.current.get(entry.id)?.pause()}
              onResume={() => pausers.current.get(entry.id)?.resume()}
              onCancel={() => cancel(entry.id)}
              onRetry={() => retry(entry)}
              onRemove={() => forget([entry.id])}
            />
          ))}
        </ul>
      ) : null}

      {problem && !problem.id ? (
        <p role="alert" className="upload-queue__problem">
          {problem.message}
        </p>
      ) : null}

      {props.sendLabel && toSend.length > 0 ? (
        <Button
          className="upload-queue__button upload-queue__button--primary"
          isDisabled={busy}
          onPress={() => void sendAll(toSend)}
        >
          {busy ? 'Uploading…' : props.sendLabel(toSend.length)}
        </Button>
      ) : null}
    </div>
  )
}

function FileRow<R>({
  entry,
  pausable,
  busy,
  fields,
  fieldId,
  problem,
  uploaded,
  onChange,
  onPause,
  onResume,
  onCancel,
  onRetry,
  onRemove,
}: {
  entry: QueuedFile<R>
  pausable: boolean
  busy: boolean
  fields: readonly FileField[]
  fieldId: (entryId: string, field: string) => string
  problem?: Problem
  uploaded?: ReactNode
  onChange: (field: string, value: string) => void
  onPause: () => void
  onResume: () => void
  onCancel: () => void
  onRetry: () => void
  onRemove: () => void
}) {
  const { id, name, state } = entry
  const controls = controlsFor(state)
  const started = state !== 'waiting' && state !== 'refused'
  const nameId = `${id}-name`
  const problemId = `${id}-problem`
  const nameRef = useRef<HTMLParagraphElement>(null)
  const controlsRef = useRef<HTMLDivElement>(null)

  // The control last focused, kept when the browser drops focus because the control was disabled or went.
  const lastFocused = useRef<HTMLElement | null>(null)

  // A control that the new state disables or takes away loses focus: hand it to a control that now applies, or the file's name.
  useEffect(() => {
    const was = lastFocused.current
    if (!was || (was.isConnected && !(was as HTMLButtonElement).disabled)) return
    const focused = document.activeElement
    if (focused && focused !== document.body && focused !== was) return
    const next = controlsRef.current?.querySelector<HTMLButtonElement>('button:not([disabled])')
    lastFocused.current = null
    ;(next ?? nameRef.current)?.focus()
  }, [state])

  return (
    <li aria-labelledby={nameId} className="upload-queue__file" data-state={state}>
      {entry.preview ? (
        // A local preview of the chosen file, before it is sent.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={entry.preview} alt="" className="upload-queue__preview" />
      ) : null}
      <div className="upload-queue__body">
        <div className="upload-queue__head">
          <p id={nameId} ref={nameRef} tabIndex={-1} className="upload-queue__name">
            {name}
          </p>
          <p className="upload-queue__state">{stateLabel(state)}</p>
        </div>
        <p className="upload-queue__size">
          {started ? `${formatBytes(entry.sent)} of ${formatBytes(entry.size)}` : formatBytes(entry.size)}
        </p>
        {state !== 'success' && state !== 'refused'
          ? fields.map((field) => {
              const invalid = problem?.field === field.name
              return (
                <div key={field.name} className="upload-queue__field">
                  <label htmlFor={fieldId(id, field.name)}>{field.label(name)}</label>
                  <input
                    id={fieldId(id, field.name)}
                    type="text"
                    value={entry.values[field.name] ?? ''}
                    maxLength={field.maxLength}
                    disabled={state === 'running' || state === 'paused'}
                    aria-invalid={invalid ? true : undefined}
                    aria-describedby={invalid ? problemId : undefined}
                    onChange={(event) => onChange(field.name, event.target.value)}
                    className="upload-queue__input"
                  />
                </div>
              )
            })
          : null}
        {problem ? (
          <p id={problemId} role="alert" className="upload-queue__problem">
            {problem.message}
          </p>
        ) : null}
        {started ? (
          <ProgressBar aria-label={name} value={percentDone(entry)} className="upload-queue__progress">
            {({ percentage }) => (
              <>
                <span className="upload-queue__track">
                  <span className="upload-queue__fill" style={{ width: `${percentage ?? 0}%` }} />
                </span>
                <span className="upload-queue__percent" aria-hidden="true">
                  {Math.round(percentage ?? 0)}%
                </span>
              </>
            )}
          </ProgressBar>
        ) : null}
        {entry.message ? <p className="upload-queue__message">{entry.message}</p> : null}
        {uploaded}
        <div
          ref={controlsRef}
          className="upload-queue__controls"
          onFocus={(event) => {
            lastFocused.current = event.target
          }}
          onBlur={(event) => {
            if (event.relatedTarget) lastFocused.current = null
          }}
        >
          {pausable && started ? (
            <>
              <Control label="Pause" name={name} enabled={controls.pause} onPress={onPause} />
              <Control label="Resume" name={name} enabled={controls.resume} onPress={onResume} />
            </>
          ) : null}
          {controls.cancel || (pausable && started) ? (
            <Control label="Cancel" name={name} enabled={controls.cancel} onPress={onCancel} />
          ) : null}
          {controls.retry ? <Control label="Retry" name={name} enabled={!busy} onPress={onRetry} /> : null}
          {controls.remove ? <Control label="Remove" name={name} enabled={!busy} onPress={onRemove} /> : null}
        </div>
      </div>
    </li>
  )
}

/** A row's button: its words, and the file's name for screen readers, who hear many such buttons in a list. */
function Control({
  label,
  name,
  enabled,
  onPress,
}: {
  label: string
  name: string
  enabled: boolean
  onPress: () => void
}) {
  return (
    <Button aria-label={`${label} ${name}`} isDisabled={!enabled} onPress={onPress} className="upload-queue__button">
      {label}
    </Button>
  )
}
