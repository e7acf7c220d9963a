import { cellsOf, type Mapping } from './mapping'
import type { ImportTarget } from './targets'

/** A line of the file checked: what it would write, or why it is skipped, in words. */
export type CheckedLine =
  { row: number; ok: true; value: unknown; email: string; key: string } | { row: number; ok: false; reason: string }

/**
 * Checks lines in the file's order. People are matched by email whatever its
 * case, so a line with the email (for a gift, the same gift: its target's
 * key) of an earlier line is skipped, naming it.
 * `row` is the spreadsheet's row number: the header is row 1.
 */
export class LineChecker {
  private readonly firstRow = new Map<string, number>()

  constructor(
    private readonly target: ImportTarget,
    private readonly mapping: Mapping,
    private readonly context: unknown,
  ) {}

  check(row: number, line: readonly string[]): CheckedLine {
    if (line.every((cell) => cell.trim() === '')) return { row, ok: false, reason: 'the row is empty' }
    const checked = this.target.check(cellsOf(this.mapping, line), this.context)
    if (!checked.ok) return { row, ok: false, reason: checked.problems.join('; ') }
    const email = this.target.emailOf(checked.value)
    const key = this.target.keyOf?.(checked.value) ?? email
    const earlier = this.firstRow.get(key)
    if (earlier !== undefined) return { row, ok: false, reason: `${key} is already on row ${earlier}` }
    this.firstRow.set(key, row)
    return { row, ok: true, value: checked.value, email, key }
  }
}

/** "row 4: 'bob@' is not an email address". */
export function inWords(line: { row: number; reason: string }): string {
  return `row ${line.row}: ${line.reason}`
}
