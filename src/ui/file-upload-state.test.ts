import { describe, expect, it } from 'vitest'

import {
  announcement,
  controlsFor,
  describeAccept,
  errorSentence,
  formatBytes,
  isSettled,
  matchesAccept,
  objectPathFor,
  percentOf,
  refusalOf,
  type FileState,
} from './file-upload-state'

describe('controlsFor', () => {
  it('allows pause while running, resume while paused, cancel while either', () => {
    expect(controlsFor('running')).toEqual({ pause: true, resume: false, cancel: true })
    expect(controlsFor('paused')).toEqual({ pause: false, resume: true, cancel: true })
  })

  it('allows nothing once a file is settled', () => {
    for (const state of ['success', 'canceled', 'error', 'refused'] as FileState[]) {
      expect(controlsFor(state)).toEqual({ pause: false, resume: false, cancel: false })
      expect(isSettled(state)).toBe(true)
    }
    expect(isSettled('running')).toBe(false)
    expect(isSettled('paused')).toBe(false)
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
