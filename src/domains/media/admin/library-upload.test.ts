import { describe, expect, it } from 'vitest'

import { queueProblem, queueSummary, uploadErrorMessage, type QueuedImage } from './library-upload'

const queued = (name: string, state: QueuedImage['state'], alt = 'Described'): QueuedImage => ({
  key: name,
  name,
  size: 10,
  type: 'image/png',
  alt,
  credit: '',
  state,
  sent: 0,
})

describe('the library upload list', () => {
  it('holds back a file without alt text, naming it', () => {
    expect(queueProblem(queued('a.png', 'waiting', ' '))).toMatch(/^a\.png: Add alt text/)
    expect(queueProblem({ name: 'b.png', alt: 'Fine', credit: 'x'.repeat(301) })).toBe(
      'b.png: a credit is at most 300 characters.',
    )
    expect(queueProblem(queued('c.png', 'waiting'))).toBeUndefined()
  })

  it('turns Payload’s error answers into words', () => {
    expect(
      uploadErrorMessage(400, {
        errors: [{ message: 'Invalid', data: { errors: [{ message: 'Alt text is required' }] } }],
      }),
    ).toBe('Alt text is required')
    expect(uploadErrorMessage(400, { errors: [{ message: 'Bad file' }] })).toBe('Bad file')
    expect(uploadErrorMessage(403, null)).toMatch(/sign in again/)
    expect(uploadErrorMessage(413, null)).toBe('This file is too large for the server.')
    expect(uploadErrorMessage(502, null)).toBe('The server refused the file (status 502). Try again.')
  })

  it('says how far the list has got', () => {
    expect(queueSummary([])).toBe('')
    expect(queueSummary([queued('a.png', 'done'), queued('b.png', 'uploading'), queued('c.png', 'waiting')])).toBe(
      'Uploading b.png (2 of 3).',
    )
    expect(queueSummary([queued('a.png', 'done'), queued('b.png', 'failed')])).toBe('1 uploaded, 1 failed.')
    expect(queueSummary([queued('a.png', 'waiting')])).toBe('')
  })
})
