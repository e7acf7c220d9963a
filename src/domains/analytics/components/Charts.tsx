import { ToolTable } from '@/platform/cpanel/ToolTable'

import { chartScale, formatCount, niceTop, pointsOf, type Line } from '../services/chart'

/** Each line's stroke: a colour and a dash of its own, so lines differ without colour too (WCAG 1.4.1). */
const STROKES = [
  { colour: 'var(--theme-text)', dash: undefined },
  { colour: 'var(--theme-success-600)', dash: '7 4' },
  { colour: 'var(--theme-warning-700)', dash: '2 3' },
  { colour: 'var(--theme-error-600)', dash: '10 3 2 3' },
  { colour: 'var(--theme-elevation-500)', dash: '4 2' },
]
const strokeOf = (index: number) => STROKES[index % STROKES.length]!

const WIDTH = 640
const HEIGHT = 220
const PAD = { left: 56, right: 12, top: 10, bottom: 26 }

/**
 * A time-series chart drawn on the server as SVG (decision 084: no chart script in the browser), and
 * beside it the same figures as a table — the chart's text alternative, visible to everyone. The SVG
 * is an image named by `title`; the table holds every figure it draws.
 */
export function LineChart({
  id,
  title,
  periods,
  periodLabel,
  lines,
  format = formatCount,
  folded = false,
}: {
  id: string
  title: string
  periods: readonly string[]
  periodLabel: (period: string) => string
  lines: readonly Line[]
  format?: (value: number) => string
  /** The figures folded under a “The figures” disclosure (the staff home's small charts). */
  folded?: boolean
}) {
  const scale = chartScale(lines, { width: WIDTH, height: HEIGHT, ...PAD }, periods.length)
  const ticks =
    periods.length > 2 ? [0, Math.floor((periods.length - 1) / 2), periods.length - 1] : periods.map((_, i) => i)
  return (
    <figure className="cpanel-analytics__chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="cpanel-analytics__chart-title">
        {title}
      </figcaption>
      {periods.length && lines.length ? (
        <>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={`${title}: chart; every figure is in the table that follows.`}
            className="cpanel-analytics__svg"
            data-chart={id}
          >
            {scale.ticks.map((tick) => (
              <g key={tick.value}>
                <line x1={PAD.left} x2={WIDTH - PAD.right} y1={tick.y} y2={tick.y} className="cpanel-analytics__grid" />
                <text x={PAD.left - 6} y={tick.y + 4} textAnchor="end" className="cpanel-analytics__tick">
                  {format(tick.value)}
                </text>
              </g>
            ))}
            {ticks.map((index) => (
              <text
                key={index}
                x={scale.x(index)}
                y={HEIGHT - 6}
                textAnchor={index === 0 ? 'start' : index === periods.length - 1 ? 'end' : 'middle'}
                className="cpanel-analytics__tick"
              >
                {periodLabel(periods[index]!)}
              </text>
            ))}
            {lines.map((line, index) => (
              <polyline
                key={line.name}
                points={pointsOf(line.values, scale)}
                fill="none"
                stroke={strokeOf(index).colour}
                strokeDasharray={strokeOf(index).dash}
                strokeWidth={2}
                strokeLinejoin="round"
              />
            ))}
          </svg>
          <ul className="cpanel-analytics__legend" aria-hidden="true">
            {lines.map((line, index) => (
              <li key={line.name}>
                <svg width="28" height="10" viewBox="0 0 28 10">
                  <line
                    x1="0"
                    x2="28"
                    y1="5"
                    y2="5"
                    stroke={strokeOf(index).colour}
                    strokeDasharray={strokeOf(index).dash}
                    strokeWidth={2}
                  />
                </svg>
                {line.name}
              </li>
            ))}
          </ul>
          <Figures folded={folded}>
            <ToolTable columns={['', ...lines.map((line) => line.name)]} caption={`${title}: the figures`}>
              {periods.map((period, row) => (
                <tr key={period}>
                  <th scope="row">{periodLabel(period)}</th>
                  {lines.map((line) => (
                    <td key={line.name}>{format(line.values[row] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </ToolTable>
          </Figures>
        </>
      ) : (
        <p className="cpanel-tool__empty">Nothing in this range yet.</p>
      )}
    </figure>
  )
}

/** A chart's table of figures, shown, or folded under a disclosure that anyone may open. */
function Figures({ folded, children }: { folded: boolean; children: React.ReactNode }) {
  if (!folded) return children
  return (
    <details className="cpanel-analytics__figures">
      <summary>The figures</summary>
      {children}
    </details>
  )
}

const BAR_ROW = 44

/**
 * Figures side by side as horizontal bars, drawn on the server as SVG (decision 084), each with its
 * name and value written above it so it reads at any width; the same figures follow as a table.
 */
export function BarChart({
  id,
  title,
  bars,
  column,
  format = formatCount,
  folded = false,
}: {
  id: string
  title: string
  bars: readonly { label: string; value: number }[]
  /** The heading of the table's column of names. */
  column: string
  format?: (value: number) => string
  folded?: boolean
}) {
  const top = niceTop(Math.max(0, ...bars.map((bar) => bar.value)))
  return (
    <figure className="cpanel-analytics__chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="cpanel-analytics__chart-title">
        {title}
      </figcaption>
      {bars.length ? (
        <>
          <svg
            width="100%"
            height={bars.length * BAR_ROW}
            role="img"
            aria-label={`${title}: chart; every figure is in the table that follows.`}
            className="cpanel-analytics__bars"
            data-chart={id}
          >
            {bars.map((bar, index) => (
              <g key={bar.label}>
                <text x="0" y={index * BAR_ROW + 16} className="cpanel-analytics__bar-name">
                  {bar.label}: {format(bar.value)}
                </text>
                <rect
                  x="0"
                  y={index * BAR_ROW + 22}
                  height="14"
                  width={`${Math.max(0.5, (bar.value / top) * 100).toFixed(1)}%`}
                  fill={strokeOf(index).colour}
                />
              </g>
            ))}
          </svg>
          <Figures folded={folded}>
            <ToolTable columns={[column, 'Figure']} caption={`${title}: the figures`}>
              {bars.map((bar) => (
                <tr key={bar.label}>
                  <th scope="row">{bar.label}</th>
                  <td>{format(bar.value)}</td>
                </tr>
              ))}
            </ToolTable>
          </Figures>
        </>
      ) : (
        <p className="cpanel-tool__empty">Nothing to show yet.</p>
      )}
    </figure>
  )
}

/** A ranked list as a table, each row with a bar of its share drawn in CSS (the numbers are the text). */
export function RankedTable({
  title,
  column,
  rows,
}: {
  title: string
  column: string
  rows: readonly { label: string; views: number; visitors: number }[]
}) {
  const most = Math.max(1, ...rows.map((row) => row.views))
  return (
    <section className="cpanel-analytics__ranked" aria-label={title}>
      <h3>{title}</h3>
      {rows.length ? (
        <ToolTable columns={[column, 'Views', 'Visitors']} caption={title}>
          {rows.map((row) => (
            <tr key={row.label}>
              <td className="cpanel-analytics__bar-cell">
                <span
                  className="cpanel-analytics__bar"
                  style={{ width: `${Math.round((row.views / most) * 100)}%` }}
                  aria-hidden="true"
                />
                <span className="cpanel-analytics__bar-label">{row.label}</span>
              </td>
              <td>{formatCount(row.views)}</td>
              <td>{formatCount(row.visitors)}</td>
            </tr>
          ))}
        </ToolTable>
      ) : (
        <p className="cpanel-tool__empty">None in this range.</p>
      )}
    </section>
  )
}
