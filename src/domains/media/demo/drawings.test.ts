import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { drawingJpeg, pictureSvg, portraitSvg } from './drawings'

describe('demo drawings', () => {
  it('draws the same picture for the same number and another for the next', () => {
    expect(pictureSvg(3)).toBe(pictureSvg(3))
    const drawn = new Set(Array.from({ length: 12 }, (_, index) => pictureSvg(index)))
    expect(drawn.size).toBe(12)
    expect(portraitSvg(5)).toBe(portraitSvg(5))
    expect(portraitSvg(5)).not.toBe(portraitSvg(6))
  })

  it('draws pictures and portraits that sharp reads, at the size asked', async () => {
    expect(await sharp(await drawingJpeg(pictureSvg(3, 400, 300))).metadata()).toMatchObject({
      format: 'jpeg',
      width: 400,
      height: 300,
    })
    expect(await sharp(await drawingJpeg(portraitSvg(3, 200))).metadata()).toMatchObject({ width: 200, height: 200 })
  })
})
