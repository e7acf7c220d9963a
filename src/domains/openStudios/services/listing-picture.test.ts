import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { picturePixels, printCheck, printPixels, printReadyJpeg } from './listing-picture'

const guide = { imageWidthInches: 2, imageHeightInches: 1.5, printDpi: 300 }

function picture(width: number, height: number, density = 300, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } }).withMetadata({
    density,
  })
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer()
}

describe('printCheck', () => {
  it('needs the print size in inches at the season’s resolution', () => {
    expect(printPixels(guide)).toEqual({ width: 600, height: 450 })
  })

  it('accepts a picture of exactly the print pixels, or more', async () => {
    expect(printCheck(await picturePixels(await picture(600, 450)), guide)).toMatchObject({ ok: true })
    expect(printCheck(await picturePixels(await picture(4000, 3000)), guide)).toMatchObject({ ok: true })
  })

  it('refuses a picture too small, saying what it has and what it needs', async () => {
    const check = printCheck(await picturePixels(await picture(599, 800)), guide)
    expect(check).toEqual({
      ok: false,
      has: { width: 599, height: 800 },
      needs: { width: 600, height: 450 },
      message:
        'The picture has 599 × 800 pixels; the guide prints it 2 × 1.5 inches at 300 dpi, which needs at least 600 × 450 pixels. Choose a larger original.',
    })
  })

  it('goes by pixels, not the density a file declares', async () => {
    const enoughAt72 = await picture(600, 450, 72, 'jpeg')
    expect((await sharp(enoughAt72).metadata()).density).toBe(72)
    expect(printCheck(await picturePixels(enoughAt72), guide)).toMatchObject({ ok: true })
    const smallAt1200 = await picture(300, 225, 1200, 'jpeg')
    expect(printCheck(await picturePixels(smallAt1200), guide)).toMatchObject({ ok: false })
  })

  it('reads a turned photo as it shows', async () => {
    const sideways = await sharp(await picture(450, 600))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer()
    expect(await picturePixels(sideways)).toEqual({ width: 600, height: 450 })
  })

  it('says so when the size is unknown', () => {
    expect(printCheck(null, guide)).toMatchObject({ ok: false, has: null })
  })
})

describe('printReadyJpeg', () => {
  it('crops and resizes to exactly the print pixels, a JPEG at the print resolution', async () => {
    const ready = await printReadyJpeg(await picture(3000, 3000, 72), guide)
    const metadata = await sharp(ready).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: 600, height: 450, density: 300 })
  })
})
