import { readFileSync, writeFileSync } from 'node:fs'

/**
 * One row of `npm run bench`'s table: a measure, its baseline measured in the
 * same run, their ratio and the goal it is held to. Each part of the bench
 * returns rows; `bench/run.ts` prints them as one table.
 */
export type BenchRow = {
  measure: string
  /** The figure, with its unit ("142 req/s", "18 ms"). */
  value: string
  /** The baseline in the same run, with its unit; '—' when the goal is absolute. */
  baseline: string
  /** value ÷ baseline (or the reverse where smaller is better, said in `measure`); null when there is none. */
  ratio: number | null
  /** The goal in words ("≥ 0.5", "≤ 30 ms"). */
  goal: string
  /** Whether the goal is met; null when the row has no goal. */
  met: boolean | null
}

/** The median of three (or any number of) runs. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export function printTable(rows: BenchRow[]): void {
  const header = ['measure', 'value', 'baseline', 'ratio', 'goal', 'met']
  const cells = rows.map((row) => [
    row.measure,
    row.value,
    row.baseline,
    row.ratio === null ? '—' : row.ratio.toFixed(2),
    row.goal,
    row.met === null ? '—' : row.met ? 'yes' : 'NO',
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column].length)))
  const line = (cell: string[]) => `| ${cell.map((text, column) => text.padEnd(widths[column])).join(' | ')} |`
  console.log(line(header))
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const cell of cells) console.log(line(cell))
}

/** The warm-up before a measured load: long enough for the JIT and the caches, not measured. */
export const WARM_UP_SECONDS = 2

/**
 * Runs `work` over `items`, `atOnce` at a time, as parallel clients would;
 * its milliseconds. A part's setup uses it too: only what it measures need
 * wait on one thing at a time.
 */
export async function eachAtOnce<T>(items: T[], atOnce: number, work: (item: T, index: number) => Promise<unknown>) {
  const started = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (next < items.length) {
        const index = next++
        await work(items[index]!, index)
      }
    }),
  )
  return performance.now() - started
}

/**
 * Tells `bench/run.ts` that this part has loaded its modules; a part that has not said so in time is
 * taken to be stuck in Node's module loader and is started again.
 */
export function modulesLoaded(): void {
  if (process.env.BENCH_LOADED_FILE) writeFileSync(process.env.BENCH_LOADED_FILE, '')
}

/**
 * A line of progress on stderr with the time since `npm run bench` started (BENCH_STARTED, set by
 * bench/run.ts and inherited by its parts): the bench runs for minutes, and the lines say where.
 */
export function progress(step: string): void {
  // A part run alone counts from its own start.
  const since = Number(process.env.BENCH_STARTED ?? performance.timeOrigin)
  const seconds = Math.round((Date.now() - since) / 1000)
  console.error(`[bench ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}] ${step}`)
}

/** The machine's busy and total CPU time since boot, from `/proc/stat` (Linux): its first line, in ticks. */
function cpuTicks(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)
  const ticks = fields.map(Number)
  // idle and iowait are the fourth and fifth fields.
  const idle = ticks[3]! + (ticks[4] ?? 0)
  const total = ticks.reduce((sum, tick) => sum + tick, 0)
  return { busy: total - idle, total }
}

/**
 * Waits until the machine has been at rest — its CPUs busy for at most `busyShare` of the time — for two
 * windows of `windowMs` in a row, or `timeoutMs` has passed: a server just started still runs its start-up
 * jobs, and a page audited beside them is timed with their work. Says whether it rested, and the busy share
 * of the last window.
 */
export async function machineAtRest({ busyShare = 0.1, windowMs = 3_000, timeoutMs = 180_000 } = {}): Promise<{
  rested: boolean
  busy: number
}> {
  const until = Date.now() + timeoutMs
  let quiet = 0
  let share = 1
  while (quiet < 2 && Date.now() < until) {
    const before = cpuTicks()
    await new Promise((resolve) => setTimeout(resolve, windowMs))
    const after = cpuTicks()
    share = (after.busy - before.busy) / Math.max(1, after.total - before.total)
    quiet = share <= busyShare ? quiet + 1 : 0
  }
  return { rested: quiet >= 2, busy: share }
}
