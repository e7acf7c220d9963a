import { pageWindow } from '../services/public-view'

/** Page links: previous, numbers with gaps, next. Plain links, so they work without JavaScript. */
export function Pagination({
  page,
  pages,
  href,
  label,
}: {
  page: number
  pages: number
  href: (page: number) => string
  label: string
}) {
  if (pages <= 1) return null
  const item = 'inline-flex min-w-10 justify-center rounded border border-line px-3 py-1.5'
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} className={item} rel="prev">
              Previous
            </a>
          </li>
        ) : null}
        {pageWindow(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={number}>
              {number === page ? (
                <span aria-current="page" className={`${item} border-ink bg-ink font-semibold text-white`}>
                  <span className="sr-only">Page </span>
                  {number}
                </span>
              ) : (
                <a href={href(number)} className={item}>
                  <span className="sr-only">Page </span>
                  {number}
                </a>
              )}
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <a href={href(page + 1)} className={item} rel="next">
              Next
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
