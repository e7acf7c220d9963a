import { pageHref } from './list-params'

/**
 * The parts of a tool's filter form (a GET form, so the filter lives in the
 * address and works without JavaScript), shared by every tool that finds
 * rows: a text or date field, a choice with "Any", Find and Clear, and what
 * to say when the address holds a filter that cannot be used.
 */

export function FilterField({
  label,
  name,
  value,
  type = 'text',
  inputMode,
}: {
  label: string
  name: string
  value?: string
  type?: 'text' | 'date'
  inputMode?: 'numeric'
}) {
  return (
    <div className="cpanel-tool__field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <input
        id={`filter-${name}`}
        name={name}
        type={type}
        inputMode={inputMode}
        defaultValue={value ?? ''}
        maxLength={200}
      />
    </div>
  )
}

export function FilterSelect({
  label,
  name,
  value,
  options,
  labels = {},
  any = true,
}: {
  label: string
  name: string
  value?: string
  options: readonly string[]
  labels?: Record<string, string>
  /** An "Any" choice first, for a filter; none for a choice that must be made. */
  any?: boolean
}) {
  return (
    <div className="cpanel-tool__field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ''}>
        {any ? <option value="">Any</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option] ?? option[0]!.toUpperCase() + option.slice(1)}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Find, and Clear back to the tool's address without a filter. */
export function FilterActions({ base }: { base: string }) {
  return (
    <div className="cpanel-tool__filter-actions">
      <button type="submit" className="btn btn--style-primary btn--size-small">
        Find
      </button>
      <a href={base}>Clear</a>
    </div>
  )
}

/** A filter from the address that cannot be used, said in words; the tool shows every row instead. */
export function FilterProblem({ problems, what }: { problems: string[]; what: string }) {
  return (
    <div role="alert" className="cpanel-tool__message cpanel-tool__message--error">
      This filter cannot be used: {problems.join('; ')}. Showing every {what} instead.
    </div>
  )
}

/** The links to the page before and after this one of a filtered list, when there is more than one page. */
export function FilterPages({
  label,
  page,
  pages,
  href,
  before = 'Newer',
  after = 'Older',
}: {
  label: string
  page: number
  pages: number
  href: (page: number) => string
  before?: string
  after?: string
}) {
  if (pages <= 1) return null
  return (
    <nav aria-label={label} className="cpanel-tool__pages">
      {page > 1 ? <a href={href(page - 1)}>{before}</a> : null}
      {page < pages ? <a href={href(page + 1)}>{after}</a> : null}
    </nav>
  )
}

/** A list's Previous and Next links, kept in the address with its sort and filters (decision 087). */
export function ListPages({
  what,
  page,
  pages,
  base,
  params,
}: {
  /** The rows, plural: "events" names the links "Pages of events". */
  what: string
  page: number
  pages: number
  base: string
  params: URLSearchParams
}) {
  return (
    <FilterPages
      label={`Pages of ${what}`}
      page={page}
      pages={pages}
      href={pageHref(base, params)}
      before="Previous"
      after="Next"
    />
  )
}
