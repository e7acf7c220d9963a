/**
 * Print sizes as the guide's printer reads them: inches on the page, pixels
 * at the print resolution, millimetres for those who measure in them.
 */

/** The pixels `inches` of print need at `dpi`, rounded up: a picture one pixel short prints soft. */
export function pixelsFor(inches: number, dpi: number): number {
  return Math.ceil(Math.round(inches * dpi * 1000) / 1000)
}

/** Inches as millimetres, to a tenth. */
export function millimetres(inches: number): number {
  return Math.round(inches * 254) / 10
}
