import { describe, expect, it } from 'vitest'

import { altTextProblem, creditProblem, uploadErrorMessage } from './library-upload'

describe('the library upload list', () => {
  it('holds back a file without alt text, naming it', () => {
    expect(altTextProblem(' ', 'a.png')).toMatch(/^a\.png: Add alt text/)
    expect(creditProblem('x'.repeat(301), 'b.png')).toBe('b.png: a credit is at most 300 characters.')
    expect(altTextProblem('Described', 'c.png')).toBeUndefined()
    expect(creditProblem('', 'c.png')).toBeUndefined()
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
})
