import { fileTypeFromBuffer } from 'file-type'
import { PDFDocument } from 'pdf-lib'
import sharp, { type Metadata } from 'sharp'

import { millimetres, pixelsFor } from './print-size'

/**
 * The print checks of a guide ad's artwork (decision 053): plain functions
 * over the bytes and the size they were sent for. The type is read from the
 * bytes, never from the file's name; a picture must have the pixels of the
 * size with its bleed at the print resolution (or more, in the same shape);
 * a PDF must be one page of that size. Every refusal says what was found and
 * what is needed.
 */

/** A size of ad as the checks read it: trim and bleed in inches, the guide's print resolution. */
export type AdSpec = {
  name: string
  trimWidthInches: number
  trimHeightInches: number
  bleedInches: number
  dpi: number
}

/** What the guide's printer takes, by the type the bytes are. */
export const ARTWORK_TYPES = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/tiff': 'TIFF',
  'application/pdf': 'PDF',
} as const
export type ArtworkType = keyof typeof ARTWORK_TYPES

export const ARTWORK_TYPES_DESCRIBED = 'JPEG, PNG, TIFF or PDF'

/** The largest artwork file taken: a full page at 300 dpi as an uncompressed CMYK TIFF fits with room. */
export const ARTWORK_MAX_BYTES = 50 * 1024 * 1024

/** How far a picture's shape may stray from the size's (1%: a pixel or two of rounding on either side). */
const ASPECT_TOLERANCE = 0.01

/** How far a PDF page may stray from the size, in points (1.5 pt ≈ 0.5 mm): exporters round boxes. */
const PDF_TOLERANCE_POINTS = 1.5

const POINTS_PER_INCH = 72

/** What the checks found, kept with the artwork and shown to the advertiser and staff. */
export type ArtworkFacts = {
  type: ArtworkType
  typeLabel: string
  bytes: number
  widthPixels?: number
  heightPixels?: number
  /** The resolution the file says it has, when it says one. */
  declaredDpi?: number
  /** The resolution it prints at on the size with its bleed. */
  printDpi?: number
  colourSpace?: string
  pages?: number
  pageWidthInches?: number
  pageHeightInches?: number
  trimBox?: boolean
}

export type ArtworkCheck =
  | { ok: true; facts: ArtworkFacts; warnings: string[] }
  | { ok: false; facts: ArtworkFacts | null; problems: string[]; warnings: string[] }

/** The size with its bleed on every side, in inches, pixels at the print resolution and millimetres. */
export function adDimensions(spec: AdSpec) {
  const widthInches = spec.trimWidthInches + 2 * spec.bleedInches
  const heightInches = spec.trimHeightInches + 2 * spec.bleedInches
  return {
    widthInches,
    heightInches,
    widthPixels: pixelsFor(widthInches, spec.dpi),
    heightPixels: pixelsFor(heightInches, spec.dpi),
    widthMillimetres: millimetres(widthInches),
    heightMillimetres: millimetres(heightInches),
  }
}

const inches = (value: number) => String(Math.round(value * 1000) / 1000)

function withBleed(spec: AdSpec): string {
  return spec.bleedInches > 0 ? `a ${spec.name.toLowerCase()} with bleed` : `a ${spec.name.toLowerCase()}`
}

/** The colour spaces `sharp` names, as people read them, and whether the printer takes them. */
function colourVerdict(space: string | undefined): { label: string; verdict: 'fine' | 'warn' | 'refuse' } {
  switch (space) {
    case 'cmyk':
      return { label: 'CMYK', verdict: 'fine' }
    case 'srgb':
    case 'rgb':
    case 'rgb16':
    case 'scrgb':
      return { label: 'RGB', verdict: 'warn' }
    case 'b-w':
    case 'grey16':
      return { label: 'greyscale', verdict: 'refuse' }
    default:
      return { label: space ?? 'unknown', verdict: 'refuse' }
  }
}

async function checkImage(bytes: Uint8Array, type: ArtworkType, spec: AdSpec): Promise<ArtworkCheck> {
  const needed = adDimensions(spec)
  let metadata: Metadata
  try {
    metadata = await sharp(bytes, { failOn: 'error' }).metadata()
  } catch {
    return {
      ok: false,
      facts: null,
      problems: [`This ${ARTWORK_TYPES[type]} file could not be read: it may be damaged. Export it again.`],
      warnings: [],
    }
  }
  const width = metadata.width ?? 0
  const height = metadata.height ?? 0
  const colour = colourVerdict(metadata.space)
  const printDpi = Math.floor(Math.min(width / needed.widthInches, height / needed.heightInches))
  const facts: ArtworkFacts = {
    type,
    typeLabel: ARTWORK_TYPES[type],
    bytes: bytes.byteLength,
    widthPixels: width,
    heightPixels: height,
    declaredDpi: metadata.density ? Math.round(metadata.density) : undefined,
    printDpi,
    colourSpace: colour.label,
  }
  const problems: string[] = []
  const warnings: string[] = []
  const shapeOff =
    Math.abs(width / height - needed.widthPixels / needed.heightPixels) / (needed.widthPixels / needed.heightPixels) >
    ASPECT_TOLERANCE
  // One pixel short is rounding in the exporter, not a softer print.
  const tooSmall = width < needed.widthPixels - 1 || height < needed.heightPixels - 1
  if (shapeOff || tooSmall) {
    const wanted = `${withBleed(spec)} needs ${needed.widthPixels} × ${needed.heightPixels} at ${spec.dpi} dpi`
    const why = shapeOff
      ? ` (${inches(needed.widthInches)} × ${inches(needed.heightInches)} inches), or more pixels in the same shape`
      : `; at this size it would print at ${printDpi} dpi`
    problems.push(`The artwork is ${width} × ${height} pixels; ${wanted}${why}.`)
  }
  if (colour.verdict === 'refuse') {
    problems.push(
      `The artwork’s colours are ${colour.label}; the guide is printed in colour: send it in CMYK (or RGB, which the printer converts).`,
    )
  }
  if (colour.verdict === 'warn') {
    warnings.push(
      'The artwork is RGB: the printer converts it to CMYK, and bright colours may print duller. Send CMYK to see exactly what prints.',
    )
  }
  if (!problems.length && facts.declaredDpi && facts.declaredDpi !== printDpi && facts.declaredDpi < spec.dpi) {
    warnings.push(
      `The file says ${facts.declaredDpi} dpi, but it has the pixels to print at ${printDpi} dpi on this size: that is what counts.`,
    )
  }
  return problems.length ? { ok: false, facts, problems, warnings } : { ok: true, facts, warnings }
}

function sizeOf(box: { width: number; height: number }) {
  return { width: box.width / POINTS_PER_INCH, height: box.height / POINTS_PER_INCH }
}

const near = (found: number, wanted: number) => Math.abs(found - wanted) <= PDF_TOLERANCE_POINTS

async function checkPdf(bytes: Uint8Array, spec: AdSpec): Promise<ArtworkCheck> {
  const needed = adDimensions(spec)
  let document: PDFDocument
  let pages: number
  try {
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })
    pages = document.getPageCount()
  } catch {
    return {
      ok: false,
      facts: null,
      problems: ['This PDF could not be read: it may be damaged. Export it again.'],
      warnings: [],
    }
  }
  const first = pages > 0 ? document.getPage(0) : null
  const media = first?.getMediaBox() ?? { width: 0, height: 0 }
  const trim = first?.getTrimBox()
  const hasTrim = Boolean(trim && (trim.width !== media.width || trim.height !== media.height))
  const page = sizeOf(media)
  const facts: ArtworkFacts = {
    type: 'application/pdf',
    typeLabel: 'PDF',
    bytes: bytes.byteLength,
    pages,
    pageWidthInches: Math.round(page.width * 1000) / 1000,
    pageHeightInches: Math.round(page.height * 1000) / 1000,
    trimBox: hasTrim,
  }
  const problems: string[] = []
  if (pages !== 1) problems.push(`The PDF has ${pages} pages; an ad is one page.`)
  const wantedPoints = { width: needed.widthInches * POINTS_PER_INCH, height: needed.heightInches * POINTS_PER_INCH }
  const trimPoints = { width: spec.trimWidthInches * POINTS_PER_INCH, height: spec.trimHeightInches * POINTS_PER_INCH }
  const pageFits = near(media.width, wantedPoints.width) && near(media.height, wantedPoints.height)
  // A page drawn larger, with its trim marked, is what print exporters make when asked for bleed and marks.
  const trimFits =
    hasTrim &&
    trim !== undefined &&
    near(trim.width, trimPoints.width) &&
    near(trim.height, trimPoints.height) &&
    media.width >= wantedPoints.width - PDF_TOLERANCE_POINTS &&
    media.height >= wantedPoints.height - PDF_TOLERANCE_POINTS
  if (first && !pageFits && !trimFits) {
    problems.push(
      `The PDF’s page is ${inches(page.width)} × ${inches(page.height)} inches (${Math.round(media.width)} × ${Math.round(media.height)} points); ${withBleed(spec)} needs ${inches(needed.widthInches)} × ${inches(needed.heightInches)} inches (${Math.round(wantedPoints.width)} × ${Math.round(wantedPoints.height)} points).`,
    )
  }
  const warnings = problems.length
    ? []
    : [
        'The PDF’s colours and fonts are not checked here: export it as PDF/X with fonts embedded and pictures at 300 dpi.',
      ]
  return problems.length ? { ok: false, facts, problems, warnings } : { ok: true, facts, warnings }
}

/** The print checks of `bytes` sent as the artwork of an ad of `spec`. */
export async function checkArtwork(bytes: Uint8Array, spec: AdSpec): Promise<ArtworkCheck> {
  if (bytes.byteLength === 0) {
    return { ok: false, facts: null, problems: ['The file is empty. Choose the artwork’s file.'], warnings: [] }
  }
  if (bytes.byteLength > ARTWORK_MAX_BYTES) {
    return {
      ok: false,
      facts: null,
      problems: [
        `The file is ${megabytes(bytes.byteLength)}; the largest artwork taken is ${megabytes(ARTWORK_MAX_BYTES)}.`,
      ],
      warnings: [],
    }
  }
  const detected = await fileTypeFromBuffer(bytes)
  const type = detected?.mime as string | undefined
  if (!type || !(type in ARTWORK_TYPES)) {
    const found = detected
      ? `a ${detected.ext.toUpperCase()} file (${detected.mime})`
      : 'not a file of any kind we recognise'
    return {
      ok: false,
      facts: null,
      problems: [`This file is ${found}; the guide takes ${ARTWORK_TYPES_DESCRIBED}, whatever the file’s name says.`],
      warnings: [],
    }
  }
  return type === 'application/pdf' ? checkPdf(bytes, spec) : checkImage(bytes, type as ArtworkType, spec)
}

export function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
}

/** A file's size as people read it: kilobytes under a megabyte. */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : megabytes(bytes)
}

/** The largest side of a preview: enough to judge the artwork on a screen, small enough to send quickly. */
const PREVIEW_PIXELS = 1200

/**
 * A preview of a picture's artwork for the screen: a downscaled sRGB JPEG
 * (a browser shows CMYK poorly, and a print file is too big to send to look
 * at). None for a PDF: its facts are shown instead.
 */
export async function artworkPreview(bytes: Uint8Array, type: ArtworkType): Promise<Buffer | null> {
  if (type === 'application/pdf') return null
  return sharp(bytes)
    .rotate()
    .resize({ width: PREVIEW_PIXELS, height: PREVIEW_PIXELS, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82 })
    .toBuffer()
}
