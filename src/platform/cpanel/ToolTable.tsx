import type { ReactNode } from 'react'

import { sortHref, type ListOrder } from './list-params'

/** A column: its heading; one for screen readers only (row actions, checkboxes); or one the list sorts by. */
export type ToolColumn = string | { hidden: string } | { label: string; sort: string }

/**
 * A control-panel tool's table: scrolling sideways inside its section on a
 * phone, its column headings from `columns` (a column of row actions gets a
 * heading for screen readers only), the rows as `children`; `caption` names
 * it for screen readers when the page has several alike. With `sorting`, a
 * column that names its `sort` key has a heading that links to the list
 * sorted by it (the other way round when it is already), from the address;
 * `foot` is the table's foot (a total's row).
 */
export function ToolTable({
  columns,
  caption,
  sorting,
  foot,
  children,
}: {
  columns: readonly ToolColumn[]
  caption?: string
  sorting?: { base: string; params: URLSearchParams; order: Pick<ListOrder<string>, 'sort' | 'direction'> }
  foot?: ReactNode
  children: ReactNode
}) {
  return (
    // Focusable and named, so a keyboard can scroll a table wider than a phone (WCAG 2.1.1).
    <div className="cpanel-tool__scroll" tabIndex={0} role="region" aria-label={caption ?? 'Table'}>
      <table className="cpanel-tool__table">
        {caption ? <caption className="cpanel-tool__sr">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => {
              if (typeof column === 'string') {
                return (
                  <th key={column} scope="col">
                    {column}
                  </th>
                )
              }
              if ('hidden' in column) {
                return (
                  <th key={column.hidden} scope="col">
                    <span className="cpanel-tool__sr">{column.hidden}</span>
                  </th>
                )
              }
              const current = sorting?.order.sort === column.sort ? sorting.order.direction : null
              return (
                <th
                  key={column.label}
                  scope="col"
                  aria-sort={current ? (current === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {sorting ? (
                    <a href={sortHref(sorting.base, sorting.params, column.sort, sorting.order)}>
                      {column.label}
                      <span aria-hidden="true">{current ? (current === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                      {current ? <span className="cpanel-tool__sr"> (sort the other way)</span> : null}
                    </a>
                  ) : (
                    column.label
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot ? <tfoot>{foot}</tfoot> : null}
      </table>
    </div>
  )
}

/** A row's checkbox for the page's bulk actions: in the row, yet part of the bulk form named `form`. */
export function SelectCell({ form, id, label }: { form: string; id: number | string; label: string }) {
  return (
    <td className="cpanel-tool__select">
      <input type="checkbox" name="selected" value={id} form={form} id={`${form}-${id}`} aria-label={label} />
    </td>
  )
}

/** What a list says when nothing is in it: why, and what to do next. */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="cpanel-tool__empty">
      <p>
        <strong>{title}</strong>
      </p>
      <p>{children}</p>
    </div>
  )
}

/**
 * A paged list's empty page: past the end of a list that has rows (an old address), the way back to its
 * first page; a list with none, what to do first.
 */
export function PagedEmptyState({
  title,
  count,
  firstPage,
  children,
}: {
  /** What the list holds, e.g. "No short link" — said with " on this page." or " yet." */
  title: string
  count: number
  firstPage: string
  children: ReactNode
}) {
  return count ? (
    <EmptyState title={`${title} on this page.`}>
      <a href={firstPage}>Back to the first page</a>
    </EmptyState>
  ) : (
    <EmptyState title={`${title} yet.`}>{children}</EmptyState>
  )
}
