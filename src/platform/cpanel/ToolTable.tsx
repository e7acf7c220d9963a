import type { ReactNode } from 'react'

/**
 * A control-panel tool's table: scrolling sideways inside its section on a
 * phone, its column headings from `columns` (a column of row actions gets a
 * heading for screen readers only), the rows as `children`; `caption` names
 * it for screen readers when the page has several alike.
 */
export function ToolTable({
  columns,
  caption,
  children,
}: {
  columns: readonly (string | { hidden: string })[]
  caption?: string
  children: ReactNode
}) {
  return (
    // Focusable and named, so a keyboard can scroll a table wider than a phone (WCAG 2.1.1).
    <div className="cpanel-tool__scroll" tabIndex={0} role="region" aria-label={caption ?? 'Table'}>
      <table className="cpanel-tool__table">
        {caption ? <caption className="cpanel-tool__sr">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.hidden} scope="col">
                  <span className="cpanel-tool__sr">{column.hidden}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
