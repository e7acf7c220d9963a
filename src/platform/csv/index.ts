import { stringify, type Options } from 'csv-stringify/sync'

/** The byte order mark tells spreadsheet applications the file is UTF-8. */
export const CSV_BOM = '\uFEFF'

/** One field of a CSV export. */
export type Cell = string | number | boolean | null | undefined

/**
 * RFC 4180 through csv-stringify: quotes around separators, quotes and line
 * breaks, CRLF between records. A spreadsheet treats a cell starting with
 * = + - @, a tab or a carriage return as a formula (OWASP "CSV injection"), so
 * such a text gets a leading apostrophe and stays text. Only text is guarded:
 * our numbers are ids.
 */
const CSV_OPTIONS: Options = {
  record_delimiter: 'windows',
  quoted_match: /[\r\n]/,
  cast: {
    boolean: (value) => String(value),
    string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value),
  },
}

export function csvLine(cells: readonly Cell[]): string {
  return stringify([cells as Cell[]], CSV_OPTIONS)
}

/** One field, as `csvLine` writes it. */
export function csvCell(value: Cell): string {
  return csvLine([value]).slice(0, -2)
}
