import { describe, expect, it, vi } from 'vitest'

import { altProblem, publicImage } from './public-image'

describe('publicImage', () => {
  it('returns an image with alt text as it is', () => {
    const log = { warn: vi.fn() }
    const image = { id: 1, alt: 'A red chair in a white room' }
    expect(publicImage(image, log)).toBe(image)
    expect(log.warn).not.toHaveBeenCalled()
  })

  it.each([null, undefined, '', '   '])('refuses an image whose alt text is %j, and logs it', (alt) => {
    const log = { warn: vi.fn() }
    expect(publicImage({ id: 7, alt }, log)).toBeNull()
    expect(log.warn).toHaveBeenCalledWith({ image: 7 }, expect.stringContaining('without alt text'))
  })

  it('returns null for no image at all, without a warning', () => {
    const log = { warn: vi.fn() }
    expect(publicImage(null, log)).toBeNull()
    expect(log.warn).not.toHaveBeenCalled()
  })
})

describe('altProblem', () => {
  it('asks for alt text when there is none', () => {
    expect(altProblem('')).toMatch(/cannot appear on a public page/)
    expect(altProblem(' ')).toMatch(/Add alt text/)
  })

  it('limits alt text to 300 characters', () => {
    expect(altProblem('a'.repeat(300))).toBeUndefined()
    expect(altProblem('a'.repeat(301))).toMatch(/at most 300/)
  })
})
