import { describe, expect, it } from 'vitest'

import {
  announcement,
  changed,
  controlsFor,
  describeAccept,
  errorSentence,
  formatBytes,
  isSettled,
  matchesAccept,
  objectPathFor,
  percentDone,
  percentOf,
  queued,
  queueSummary,
  refusalOf,
  sendable,
  stateLabel,
  type FileState,
  type QueuedFile,
} from './upload-queue-state'

describe('controlsFor', () => {
  it('allows pause while running, resume while paused, cancel while either', () => {
    expect(controlsFor('running')).toEqual({ pause: true, resume: false, cancel: true, retry: false, remove: false })
    expect(controlsFor('paused')).toEqual({ pause: false, resume: true, cancel: true, retry: false, remove: false })
  })

  it('allows no pause, resume or cancel once a file is settled', () => {
    for (const state of ['success', 'canceled', 'error', 'refused'] as FileState[]) {
      expect(controlsFor(state)).toMatchObject({ pause: false, resume: false, cancel: false })
      expect(isSettled(state)).toBe(true)
    }
    expect(isSettled('running')).toBe(false)
    expect(isSettled('paused')).toBe(false)
    expect(isSettled('waiting')).toBe(false)
  })

  it('retries a failed or canceled file, and removes what is neither sent nor on its way', () => {
    expect(controlsFor('error')).toMatchObject({ retry: true, remove: true })
    expect(controlsFor('canceled')).toMatchObject({ retry: true, remove: true })
    expect(controlsFor('waiting')).toEqual({ pause: false, resume: false, cancel: false, retry: false, remove: true })
    expect(controlsFor('refused')).toMatchObject({ retry: false, remove: true })
    expect(controlsFor('success')).toMatchObject({ retry: false, remove: false })
  })
})

describe('errorSentence', () => {
  it('says what each storage code means', () => {
    expect(errorSentence('storage/unauthenticated')).toBe('Sign in to upload.')
    expect(errorSentence('storage/unauthorized')).toBe('You may not upload here.')
    expect(errorSentence('storage/quota-exceeded')).toMatch(/storage is full/)
    expect(errorSentence('storage/retry-limit-exceeded')).toMatch(/connection kept failing/)
    expect(errorSentence('storage/canceled')).toBe('Upload canceled.')
    expect(errorSentence('storage/server-file-wrong-size')).toMatch(/did not arrive intact/)
  })

  it('has a sentence for codes it does not know', () => {
    expect(errorSentence('storage/unknown')).toMatch(/Something went wrong/)
    expect(errorSentence(undefined)).toMatch(/Something went wrong/)
  })
})

describe('file checks', () => {
  const png = { name: 'Portrait.PNG', size: 1000, type: 'image/png' }
  const text = { name: 'notes.txt', size: 10, type: 'text/plain' }

  it('matches accept entries as a file input does', () => {
    expect(matchesAccept(png, 'image/*')).toBe(true)
    expect(matchesAccept(png, 'image/png')).toBe(true)
    expect(matchesAccept(png, '.png')).toBe(true)
    expect(matchesAccept(png, 'image/jpeg')).toBe(false)
    expect(matchesAccept(text, 'image/*')).toBe(false)
    expect(matchesAccept(text, '')).toBe(false)
  })

  it('refuses a wrong type or an oversize file with the reason', () => {
    const rules = { accept: ['image/*', 'application/pdf'], maxBytes: 5 * 1024 * 1024 }
    expect(refusalOf(png, rules)).toBeNull()
    expect(refusalOf(text, rules)).toBe('This type of file is not accepted here. Choose images or PDF files.')
    expect(refusalOf({ ...png, size: 6 * 1024 * 1024 }, rules)).toBe(
      'This file is 6.0 MB; files may be at most 5.0 MB.',
    )
    expect(refusalOf({ ...png, size: 0 }, rules)).toBe('This file is empty.')
  })

  it('lets any file through without rules', () => {
    expect(refusalOf(text, {})).toBeNull()
    expect(refusalOf(text, { accept: [] })).toBeNull()
  })

  it('describes what is accepted', () => {
    expect(describeAccept(['image/*'])).toBe('images')
    expect(describeAccept(['image/*', 'application/pdf', '.txt'])).toBe('images, PDF files or TXT files')
    expect(describeAccept(['text/*'])).toBe('text files')
    expect(describeAccept([])).toBe('any file')
  })
})

describe('formatting', () => {
  it('formats bytes', () => {
    expect(formatBytes(0)).toBe('0 bytes')
    expect(formatBytes(1)).toBe('1 byte')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB')
  })

  it('never shows 100% before the last byte', () => {
    expect(percentOf(0, 100)).toBe(0)
    expect(percentOf(999, 1000)).toBe(99)
    expect(percentOf(1000, 1000)).toBe(100)
    expect(percentOf(0, 0)).toBe(0)
  })

  it('names the object inside the folder, without folders of its own', () => {
    expect(objectPathFor('public/artists/12/uploads/', 'a.png')).toBe('public/artists/12/uploads/a.png')
    expect(objectPathFor('public/artists/12/uploads', 'x/../y.png')).toBe('public/artists/12/uploads/x-..-y.png')
    expect(objectPathFor('public/a/', '\u0000')).toBe('public/a/-')
    expect(objectPathFor('public/a/', '  ')).toBe('public/a/file')
  })

  it('announces changes of state, not progress', () => {
    expect(announcement('a.png', 'running')).toBe('Uploading a.png.')
    expect(announcement('a.png', 'paused')).toBe('a.png paused.')
    expect(announcement('a.png', 'success')).toBe('a.png uploaded.')
    expect(announcement('a.png', 'canceled')).toBe('Upload of a.png canceled.')
    expect(announcement('a.png', 'error', 'You may not upload here.')).toBe(
      'a.png not uploaded: You may not upload here.',
    )
  })
})

const entry = (name: string, state: FileState): QueuedFile => ({ id: name, name, size: 10, state, sent: 0, values: {} })

describe('the queue', () => {
  it('refuses a file in words and lets the others wait or start', () => {
    const files = [
      { id: 'a', name: 'a.png', size: 10, type: 'image/png' },
      { id: 'b', name: 'b.txt', size: 10, type: 'text/plain' },
    ]
    const waiting = queued(files, { accept: ['image/*'] }, ['alt', 'credit'], 'waiting')
    expect(waiting[0]).toEqual({
      id: 'a',
      name: 'a.png',
      size: 10,
      state: 'waiting',
      sent: 0,
      values: { alt: '', credit: '' },
      message: undefined,
    })
    expect(waiting[1]).toMatchObject({
      state: 'refused',
      message: 'This type of file is not accepted here. Choose images.',
    })
    expect(queued(files.slice(0, 1), {}, [], 'running')[0]).toMatchObject({ state: 'running', values: {} })
  })

  it('changes one entry and leaves the others', () => {
    const queue = [entry('a.png', 'waiting'), entry('b.png', 'waiting')]
    const next = changed(queue, 'b.png', { state: 'running', sent: 4 })
    expect(next[0]).toBe(queue[0])
    expect(next[1]).toMatchObject({ state: 'running', sent: 4 })
  })

  it('sends what waits, failed or was canceled, never what is on its way or stored', () => {
    const queue = (['waiting', 'running', 'paused', 'success', 'canceled', 'error', 'refused'] as FileState[]).map(
      (state) => entry(`${state}.png`, state),
    )
    expect(sendable(queue).map((item) => item.state)).toEqual(['waiting', 'canceled', 'error'])
  })

  it('shows 100% only once stored', () => {
    expect(percentDone({ state: 'running', sent: 10, size: 10 })).toBe(100)
    expect(percentDone({ state: 'running', sent: 5, size: 10 })).toBe(50)
    expect(percentDone({ state: 'success', sent: 0, size: 10 })).toBe(100)
  })

  it('says how far the list has got', () => {
    expect(queueSummary([])).toBe('')
    expect(queueSummary([entry('a.png', 'success'), entry('b.png', 'running'), entry('c.png', 'waiting')])).toBe(
      'Uploading b.png (2 of 3).',
    )
    expect(queueSummary([entry('a.png', 'success'), entry('b.png', 'error')])).toBe('1 uploaded, 1 failed.')
    expect(queueSummary([entry('a.png', 'waiting')])).toBe('')
  })

  it('names a file that waits', () => {
    expect(announcement('a.png', 'waiting')).toBe('a.png added.')
    expect(stateLabel('waiting')).toBe('Not sent yet')
  })
})
