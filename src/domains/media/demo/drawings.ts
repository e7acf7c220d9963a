import type { Payload } from 'payload'
import sharp from 'sharp'

import { seededRandom, type Random } from '@/platform/random'

/**
 * Pictures drawn for demo data — abstract compositions for artworks, products
 * and events, head-and-shoulders portraits for artists — as SVG for sharp, the
 * same for the same number, stored in the image library with their sizes.
 */

const PALETTES = [
  ['#1d3557', '#457b9d', '#a8dadc', '#f1faee', '#e63946'],
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
  ['#3d405b', '#81b29a', '#f2cc8f', '#e07a5f', '#f4f1de'],
  ['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4'],
  ['#0b090a', '#660708', '#a4161a', '#e5383b', '#f5f3f4'],
  ['#606c38', '#283618', '#fefae0', '#dda15e', '#bc6c25'],
  ['#03045e', '#0077b6', '#00b4d8', '#90e0ef', '#ffb703'],
  ['#5f0f40', '#9a031e', '#fb8b24', '#e36414', '#0f4c5c'],
  ['#2b2d42', '#8d99ae', '#edf2f4', '#ef233c', '#d90429'],
  ['#344e41', '#3a5a40', '#588157', '#a3b18a', '#dad7cd'],
] as const

const svg = (width: number, height: number, shapes: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${shapes.join('')}</svg>`

/** Colour fields, circles, stripes and brush strokes: which of them, and how many, vary from one number to the next. */
export function pictureSvg(index: number, width = 1600, height = 1200): string {
  const random = seededRandom(10_000 + index)
  const palette = PALETTES[index % PALETTES.length]!
  const colour = () => random.pick(palette)
  const shapes = [`<rect width="${width}" height="${height}" fill="${colour()}"/>`]
  const style = index % 3
  if (style === 1) {
    // Stripes across the whole picture, at one angle.
    const angle = random.int(-40, 40)
    const band = random.int(height / 14, height / 5)
    shapes.push(`<g transform="rotate(${angle} ${width / 2} ${height / 2})">`)
    for (let y = -height; y < height * 2; y += band) {
      shapes.push(`<rect x="${-width}" y="${y}" width="${width * 3}" height="${band}" fill="${colour()}"/>`)
    }
    shapes.push('</g>')
  }
  for (let i = random.int(style === 0 ? 3 : 1, style === 0 ? 7 : 3); i > 0; i -= 1) {
    const x = random.int(-200, width)
    const y = random.int(-200, height)
    shapes.push(
      `<rect x="${x}" y="${y}" width="${random.int(200, 900)}" height="${random.int(150, 700)}" fill="${colour()}" opacity="${(0.5 + random.next() / 2).toFixed(2)}" transform="rotate(${random.int(-20, 20)} ${x} ${y})"/>`,
    )
  }
  for (let i = random.int(style === 2 ? 4 : 1, style === 2 ? 9 : 4); i > 0; i -= 1) {
    shapes.push(
      `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${random.int(40, 380)}" fill="${colour()}" opacity="${(0.6 + random.next() / 2.5).toFixed(2)}"/>`,
    )
  }
  for (let i = random.int(2, 6); i > 0; i -= 1) {
    shapes.push(
      `<path d="M${random.int(0, width)} ${random.int(0, height)} Q ${random.int(0, width)} ${random.int(0, height)} ${random.int(0, width)} ${random.int(0, height)}" stroke="${colour()}" stroke-width="${random.int(6, 40)}" fill="none" stroke-linecap="round"/>`,
    )
  }
  return svg(width, height, shapes)
}

/** Three different colours of a palette: background, figure, accent. */
function threeOf(random: Random, palette: readonly string[]): [string, string, string] {
  const [a, b, c] = random.some(palette, 3)
  return [a!, b!, c!]
}

/** A head and shoulders against a coloured ground, in the manner of a cut-paper portrait. */
export function portraitSvg(index: number, size = 600): string {
  const random = seededRandom(20_000 + index)
  const [ground, figure, accent] = threeOf(random, PALETTES[(index * 7) % PALETTES.length]!)
  const head = random.int(size * 0.15, size * 0.19)
  const cx = size / 2 + random.int(-size * 0.06, size * 0.06)
  const cy = size * 0.4 + random.int(-size * 0.03, size * 0.03)
  const shoulders = random.int(size * 0.3, size * 0.4)
  const hair = random.int(0, 2)
  const shapes = [
    `<rect width="${size}" height="${size}" fill="${ground}"/>`,
    `<circle cx="${random.int(0, size)}" cy="${random.int(0, size / 2)}" r="${random.int(size * 0.1, size * 0.3)}" fill="${accent}" opacity="0.55"/>`,
    `<path d="M${cx - shoulders} ${size} Q ${cx - shoulders} ${cy + head * 1.6} ${cx} ${cy + head * 1.5} Q ${cx + shoulders} ${cy + head * 1.6} ${cx + shoulders} ${size} Z" fill="${figure}"/>`,
    `<rect x="${cx - head * 0.35}" y="${cy + head * 0.6}" width="${head * 0.7}" height="${head}" fill="${figure}"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${head * 0.85}" ry="${head}" fill="${figure}"/>`,
  ]
  if (hair === 1) {
    shapes.push(
      `<path d="M${cx - head * 0.9} ${cy} A ${head * 0.9} ${head} 0 0 1 ${cx + head * 0.9} ${cy} Z" fill="${accent}"/>`,
    )
  } else if (hair === 2) {
    shapes.push(
      `<path d="M${cx - head * 1.05} ${cy + head * 1.3} L ${cx - head * 1.05} ${cy - head * 0.2} A ${head * 1.05} ${head * 1.1} 0 0 1 ${cx + head * 1.05} ${cy - head * 0.2} L ${cx + head * 1.05} ${cy + head * 1.3} Z" fill="${accent}" opacity="0.9"/>`,
      `<ellipse cx="${cx}" cy="${cy + head * 0.1}" rx="${head * 0.72}" ry="${head * 0.85}" fill="${figure}"/>`,
    )
  }
  return svg(size, size, shapes)
}

/** A drawing as a JPEG, as a photograph would arrive. */
export function drawingJpeg(drawing: string): Promise<Buffer> {
  return sharp(Buffer.from(drawing)).jpeg({ quality: 82 }).toBuffer()
}

export type Drawing = { filename: string; alt: string; svg: () => string }

/**
 * The drawings as images of the library, in order: each made as a JPEG and
 * stored with its sizes through Payload, or the one an earlier demo seed
 * stored under the same file name and alt text (sizing each takes a moment).
 */
export async function storeDrawings(
  payload: Payload,
  drawings: readonly Drawing[],
  onStored?: (done: number) => void,
): Promise<number[]> {
  if (drawings.length === 0) return []
  const stored = await payload.find({
    collection: 'images',
    where: { filename: { in: drawings.map((drawing) => drawing.filename) } },
    pagination: false,
    depth: 0,
  })
  const ids: number[] = []
  for (const [index, { filename, alt, svg: draw }] of drawings.entries()) {
    const earlier = stored.docs.find((doc) => doc.filename === filename && doc.alt === alt)
    if (earlier) {
      ids.push(earlier.id)
    } else {
      const data = await drawingJpeg(draw())
      const image = await payload.create({
        collection: 'images',
        data: { alt },
        file: { data, mimetype: 'image/jpeg', name: filename, size: data.length },
        depth: 0,
      })
      ids.push(image.id)
    }
    onStored?.(index + 1)
  }
  return ids
}
