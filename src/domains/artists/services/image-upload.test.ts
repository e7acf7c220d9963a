import { describe, expect, it } from 'vitest'

import { altTextProblem, moved, uploadAnswer } from './image-upload'

describe('the dashboard’s image upload', () => {
  it('asks for alt text before a file goes', () => {
    expect(altTextProblem('bowl.png', '  ')).toMatch(/^Add alt text for bowl.png/)
    expect(altTextProblem('bowl.png', 'x'.repeat(301))).toMatch(/at most 300/)
    expect(altTextProblem('bowl.png', 'A blue bowl')).toBeUndefined()
  })

  it('reads the stored image from Payload’s answer, its small size first', () => {
    expect(
      uploadAnswer(201, { doc: { id: 4, alt: 'A bowl', url: '/o.png', sizes: { webp400: { url: '/s.webp' } } } }),
    ).toEqual({ ok: true, image: { id: 4, alt: 'A bowl', url: '/s.webp' } })
    expect(uploadAnswer(201, { doc: { id: 4, alt: 'A bowl', url: '/o.png' } })).toEqual({
      ok: true,
      image: { id: 4, alt: 'A bowl', url: '/o.png' },
    })
  })

  it('says why a file was refused', () => {
    expect(uploadAnswer(403, null)).toEqual({ ok: false, message: 'Only artists upload images for their work here.' })
    expect(uploadAnswer(401, null).ok).toBe(false)
    expect(
      uploadAnswer(400, { errors: [{ message: 'Invalid', data: { errors: [{ message: 'Add alt text' }] } }] }),
    ).toEqual({ ok: false, message: 'Add alt text' })
    expect(uploadAnswer(500, 'oops')).toEqual({
      ok: false,
      message: 'The server refused the file (status 500). Try again.',
    })
  })

  it('moves an image one place up or down, never past either end', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c'])
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b'])
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b'])
  })
})
