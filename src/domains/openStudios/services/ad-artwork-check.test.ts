import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { adDimensions, artworkPreview, checkArtwork, type AdSpec } from './ad-artwork-check'

/** The example: a half page 4 × 5.5 inches with an eighth of an inch of bleed, printed at 300 dpi. */
const HALF_PAGE: AdSpec = { name: 'Half page', trimWidthInches: 4, trimHeightInches: 5.5, bleedInches: 0.125, dpi: 300 }

type Format = 'jpeg' | 'png' | 'tiff' | 'webp'

async function picture(
  width: number,
  height: number,
  format: Format,
  options: { cmyk?: boolean; grey?: boolean; dpi?: number } = {},
) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
  if (options.cmyk) image = image.toColourspace('cmyk')
  if (options.grey) image = image.toColourspace('b-w')
  if (options.dpi) image = image.withDensity(options.dpi)
  return new Uint8Array(await image.toFormat(format).toBuffer())
}

async function pdf(pages: { width: number; height: number; trim?: [number, number, number, number] }[]) {
  const document = await PDFDocument.create()
  for (const page of pages) {
    const made = document.addPage([page.width, page.height])
    if (page.trim) made.setTrimBox(...page.trim)
  }
  return document.save()
}

describe('the size an ad needs', () => {
  it('adds the bleed on every side and counts pixels at the print resolution', () => {
    expect(adDimensions(HALF_PAGE)).toEqual({
      widthInches: 4.25,
      heightInches: 5.75,
      widthPixels: 1275,
      heightPixels: 1725,
      widthMillimetres: 108,
      heightMillimetres: 146.1,
    })
  })
})

describe('artwork pictures', { timeout: 60_000 }, () => {
  it('takes a CMYK JPEG of the exact size with no warning', async () => {
    const check = await checkArtwork(await picture(1275, 1725, 'jpeg', { cmyk: true, dpi: 300 }), HALF_PAGE)
    expect(check).toMatchObject({ ok: true, warnings: [] })
    expect(check.facts).toMatchObject({
      type: 'image/jpeg',
      widthPixels: 1275,
      heightPixels: 1725,
      colourSpace: 'CMYK',
    })
  })

  it('takes an RGB PNG of the exact size with a warning about colours', async () => {
    const check = await checkArtwork(await picture(1275, 1725, 'png'), HALF_PAGE)
    expect(check.ok).toBe(true)
    expect(check.warnings).toEqual([expect.stringContaining('The artwork is RGB')])
  })

  it('takes a TIFF with more pixels in the same shape, which prints finer', async () => {
    const check = await checkArtwork(await picture(2550, 3450, 'tiff', { cmyk: true }), HALF_PAGE)
    expect(check).toMatchObject({ ok: true, facts: { type: 'image/tiff', printDpi: 600 } })
  })

  it('forgives a pixel of rounding', async () => {
    expect((await checkArtwork(await picture(1274, 1724, 'png'), HALF_PAGE)).ok).toBe(true)
  })

  it('refuses the wrong size, saying what it found and what is needed', async () => {
    const check = await checkArtwork(await picture(1200, 1800, 'png'), HALF_PAGE)
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.problems).toEqual([
      'The artwork is 1200 × 1800 pixels; a half page with bleed needs 1275 × 1725 at 300 dpi (4.25 × 5.75 inches), or more pixels in the same shape.',
    ])
  })

  it('refuses the right shape at too low a resolution, with the resolution it would print at', async () => {
    const check = await checkArtwork(await picture(850, 1150, 'jpeg', { cmyk: true }), HALF_PAGE)
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.problems).toEqual([
      'The artwork is 850 × 1150 pixels; a half page with bleed needs 1275 × 1725 at 300 dpi; at this size it would print at 200 dpi.',
    ])
  })

  it('reads the pixels, not the resolution the file says, and says so', async () => {
    const check = await checkArtwork(await picture(1275, 1725, 'jpeg', { cmyk: true, dpi: 72 }), HALF_PAGE)
    expect(check).toMatchObject({ ok: true, facts: { declaredDpi: 72, printDpi: 300 } })
    expect(check.warnings).toEqual([expect.stringContaining('The file says 72 dpi')])
  })

  it('refuses greyscale', async () => {
    const check = await checkArtwork(await picture(1275, 1725, 'png', { grey: true }), HALF_PAGE)
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.problems).toEqual([expect.stringContaining('The artwork’s colours are greyscale')])
  })

  it('refuses a picture type the printer does not take, by its bytes', async () => {
    const check = await checkArtwork(await picture(1275, 1725, 'webp'), HALF_PAGE)
    expect(check).toMatchObject({
      ok: false,
      problems: [
        'This file is a WEBP file (image/webp); the guide takes JPEG, PNG, TIFF or PDF, whatever the file’s name says.',
      ],
    })
  })

  it('makes a small sRGB JPEG preview of a CMYK TIFF', async () => {
    const preview = await artworkPreview(await picture(2550, 3450, 'tiff', { cmyk: true }), 'image/tiff')
    const metadata = await sharp(preview!).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', space: 'srgb', height: 1200 })
  })
})

describe('artwork PDFs', { timeout: 30_000 }, () => {
  it('takes one page the size of the ad with its bleed', async () => {
    const check = await checkArtwork(await pdf([{ width: 306, height: 414 }]), HALF_PAGE)
    expect(check).toMatchObject({
      ok: true,
      facts: { type: 'application/pdf', pages: 1, pageWidthInches: 4.25, pageHeightInches: 5.75 },
    })
    expect(await artworkPreview(await pdf([{ width: 306, height: 414 }]), 'application/pdf')).toBeNull()
  })

  it('takes a larger page whose trim box is the ad’s trim', async () => {
    const check = await checkArtwork(await pdf([{ width: 342, height: 450, trim: [27, 27, 288, 396] }]), HALF_PAGE)
    expect(check).toMatchObject({ ok: true, facts: { trimBox: true } })
  })

  it('refuses a letter page, in inches and points', async () => {
    const check = await checkArtwork(await pdf([{ width: 612, height: 792 }]), HALF_PAGE)
    expect(check).toMatchObject({
      ok: false,
      problems: [
        'The PDF’s page is 8.5 × 11 inches (612 × 792 points); a half page with bleed needs 4.25 × 5.75 inches (306 × 414 points).',
      ],
    })
  })

  it('refuses the trim size without its bleed', async () => {
    expect((await checkArtwork(await pdf([{ width: 288, height: 396 }]), HALF_PAGE)).ok).toBe(false)
  })

  it('refuses more than one page', async () => {
    const check = await checkArtwork(
      await pdf([
        { width: 306, height: 414 },
        { width: 306, height: 414 },
      ]),
      HALF_PAGE,
    )
    expect(check).toMatchObject({ ok: false, problems: ['The PDF has 2 pages; an ad is one page.'] })
  })

  it('refuses an HTML page renamed .pdf: the bytes decide', async () => {
    const html = new TextEncoder().encode('<!doctype html><html><body><script>alert(1)</script></body></html>')
    const check = await checkArtwork(html, HALF_PAGE)
    expect(check).toMatchObject({
      ok: false,
      problems: [
        'This file is not a file of any kind we recognise; the guide takes JPEG, PNG, TIFF or PDF, whatever the file’s name says.',
      ],
    })
  })

  it('refuses a damaged PDF and an empty file', async () => {
    const broken = new TextEncoder().encode('%PDF-1.7\n%garbage that is no PDF at all')
    expect(await checkArtwork(broken, HALF_PAGE)).toMatchObject({ ok: false })
    expect(await checkArtwork(new Uint8Array(), HALF_PAGE)).toMatchObject({
      ok: false,
      problems: ['The file is empty. Choose the artwork’s file.'],
    })
  })
})
