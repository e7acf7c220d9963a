/** One line of a chart: its name and a value per period. */
export type Line = { name: string; values: readonly number[] }

export type Frame = { width: number; height: number; left: number; right: number; top: number; bottom: number }

export type Scale = {
  x: (index: number) => number
  y: (value: number) => number
  ticks: { value: number; y: number }[]
}

/** A round top for the axis (1, 2 or 5 times a power of ten) at or above the highest value, never below 1. */
export function niceTop(highest: number): number {
  if (highest <= 1) return 1
  const power = 10 ** Math.floor(Math.log10(highest))
  for (const step of [1, 2, 5, 10]) if (step * power >= highest) return step * power
  return 10 * power
}

/** Where each period and value falls in the frame, and four even steps up the axis from zero. */
export function chartScale(lines: readonly Line[], frame: Frame, periods: number): Scale {
  const top = niceTop(Math.max(0, ...lines.flatMap((line) => line.values)))
  const innerWidth = frame.width - frame.left - frame.right
  const innerHeight = frame.height - frame.top - frame.bottom
  const x = (index: number) => frame.left + (periods <= 1 ? innerWidth / 2 : (index * innerWidth) / (periods - 1))
  const y = (value: number) => frame.top + innerHeight - (value / top) * innerHeight
  const ticks = [0, 1, 2, 3, 4].map((step) => ({ value: (top * step) / 4, y: y((top * step) / 4) }))
  return { x, y, ticks }
}

/** An SVG polyline's points, rounded to a tenth of a unit. */
export function pointsOf(values: readonly number[], scale: Scale): string {
  return values.map((value, index) => `${scale.x(index).toFixed(1)},${scale.y(value).toFixed(1)}`).join(' ')
}

const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

/** A count as the dashboard writes it (12,345). */
export function formatCount(value: number): string {
  return COUNT.format(value)
}
