import { describe, expect, it } from 'vitest'

import { millimetres, pixelsFor } from './print-size'

describe('print sizes', () => {
  it('needs whole pixels at the print resolution, rounding up a fraction', () => {
    expect(pixelsFor(2, 300)).toBe(600)
    expect(pixelsFor(4.125, 300)).toBe(1238)
    expect(pixelsFor(8.5, 300)).toBe(2550)
    // Floating point must not add a pixel: 0.1 × 3 × 100 is 30.000000000000004.
    expect(pixelsFor(0.3, 100)).toBe(30)
  })

  it('writes inches as millimetres to a tenth', () => {
    expect(millimetres(1)).toBe(25.4)
    expect(millimetres(8.5)).toBe(215.9)
    expect(millimetres(0.125)).toBe(3.2)
  })
})
