import type { Sharp } from 'sharp'

import { seededRandom } from './random'

type SharpFactory = (input: Buffer) => Sharp

const PALETTES = [
  ['#1d3557', '#457b9d', '#a8dadc', '#f1faee', '#e63946'],
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
  ['#3d405b', '#81b29a', '#f2cc8f', '#e07a5f', '#f4f1de'],
  ['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4'],
  ['#0b090a', '#660708', '#a4161a', '#e5383b', '#f5f3f4'],
  ['#606c38', '#283618', '#fefae0', '#dda15e', '#bc6c25'],
] as const

/**
 * An abstract composition for a demo artwork — fields of colour, circles and
 * strokes from one of a few palettes — as SVG, the same for the same number.
 */
export function pictureSvg(index: number, width = 1600, height = 1200): string {
  const random = seededRandom(10_000 + index)
  const palette = random.pick(PALETTES)
  const shapes: string[] = [`<rect width="${width}" height="${height}" fill="${random.pick(palette)}"/>`]
  for (let i = random.int(3, 7); i > 0; i -= 1) {
    const x = random.int(-200, width)
    const y = random.int(-200, height)
    shapes.push(
      `<rect x="${x}" y="${y}" width="${random.int(200, 900)}" height="${random.int(150, 700)}" fill="${random.pick(palette)}" opacity="${(0.5 + random.next() / 2).toFixed(2)}" transform="rotate(${random.int(-20, 20)} ${x} ${y})"/>`,
    )
  }
  for (let i = random.int(1, 4); i > 0; i -= 1) {
    shapes.push(
      `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${random.int(60, 380)}" fill="${random.pick(palette)}" opacity="${(0.6 + random.next() / 2.5).toFixed(2)}"/>`,
    )
  }
  for (let i = random.int(2, 6); i > 0; i -= 1) {
    shapes.push(
      `<path d="M${random.int(0, width)} ${random.int(0, height)} Q ${random.int(0, width)} ${random.int(0, height)} ${random.int(0, width)} ${random.int(0, height)}" stroke="${random.pick(palette)}" stroke-width="${random.int(6, 40)}" fill="none" stroke-linecap="round"/>`,
    )
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${shapes.join('')}</svg>`
}

/** The picture as a JPEG, as a photograph of the work would arrive. */
export function pictureJpeg(sharp: SharpFactory, index: number, width?: number, height?: number): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(index, width, height)))
    .jpeg({ quality: 82 })
    .toBuffer()
}
