import sharp from 'sharp'

import { pixelsFor } from './print-size'
import type { GuideSpec } from './season-view'

/**
 * A guide picture checked for print (decision 052). Only pixels count: the
 * printer places the picture at the guide's size in inches, so it needs
 * `inches × dpi` pixels each way, whatever density the file declares (a
 * 3000-pixel photo marked 72 dpi prints as sharply as one marked 300; the
 * image library drops that mark anyway). The picture is cropped to the
 * guide's shape, so each side must cover its own length: never enlarged.
 */

export type Pixels = { width: number; height: number }
export type PictureSpec = Pick<GuideSpec, 'imageWidthInches' | 'imageHeightInches' | 'printDpi'>

export type PrintCheck =
  { ok: true; has: Pixels; needs: Pixels } | { ok: false; has: Pixels | null; needs: Pixels; message: string }

/** The pixels the guide's picture is printed from: its size in inches at the season's resolution. */
export function printPixels(guide: PictureSpec): Pixels {
  return {
    width: pixelsFor(guide.imageWidthInches, guide.printDpi),
    height: pixelsFor(guide.imageHeightInches, guide.printDpi),
  }
}

const size = ({ width, height }: Pixels) => `${width} × ${height} pixels`

/** Whether a picture of `has` pixels prints sharply at the guide's size; if not, what it has and needs, in words. */
export function printCheck(
  has: { width?: number | null; height?: number | null } | null | undefined,
  guide: PictureSpec,
): PrintCheck {
  const needs = printPixels(guide)
  const where = `${guide.imageWidthInches} × ${guide.imageHeightInches} inches at ${guide.printDpi} dpi`
  if (!has?.width || !has.height) {
    return {
      ok: false,
      has: null,
      needs,
      message: `The picture’s size is unknown; the guide needs ${size(needs)} (${where}).`,
    }
  }
  const pixels = { width: has.width, height: has.height }
  if (pixels.width >= needs.width && pixels.height >= needs.height) return { ok: true, has: pixels, needs }
  return {
    ok: false,
    has: pixels,
    needs,
    message: `The picture has ${size(pixels)}; the guide prints it ${where}, which needs at least ${size(needs)}. Choose a larger original.`,
  }
}

/** A picture file's pixel size as it shows (turned upright by its EXIF orientation). */
export async function picturePixels(file: Buffer): Promise<Pixels | null> {
  const metadata = await sharp(file).metadata()
  if (!metadata.width || !metadata.height) return null
  const turned = (metadata.orientation ?? 1) >= 5
  return turned
    ? { width: metadata.height, height: metadata.width }
    : { width: metadata.width, height: metadata.height }
}

/**
 * The picture as the printer gets it: upright, cropped around its most
 * interesting part to the guide's shape and resized to exactly its print
 * pixels, a JPEG that says its resolution (JFIF density) so layout software
 * places it at the right size.
 */
export function printReadyJpeg(file: Buffer, guide: PictureSpec): Promise<Buffer> {
  const { width, height } = printPixels(guide)
  return sharp(file)
    .rotate()
    .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
    .withMetadata({ density: guide.printDpi })
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer()
}
