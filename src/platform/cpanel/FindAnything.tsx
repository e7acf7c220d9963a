import Link from 'next/link'

import type { FoundKind } from './find'
import { FIND_BOX_ID } from './find-box'

/**
 * The home's one search box: a GET form to the home itself (`?q=`), so it works without JavaScript;
 * Ctrl-K focuses it (`FindShortcut`). Below it, what was found, by kind, or why nothing was searched.
 */
export function FindAnything({
  action,
  words,
  problem,
  results,
}: {
  action: string
  words: string
  problem?: string
  results?: readonly FoundKind[]
}) {
  return (
    <section className="cpanel-tool__section cpanel-home__find" aria-labelledby="find-heading">
      <h2 id="find-heading">Find anything</h2>
      <form method="get" action={action} role="search" className="cpanel-home__find-form">
        <label htmlFor={FIND_BOX_ID}>
          A person’s name or email, an order’s number, an artist, an event or a page{' '}
          <kbd className="cpanel-home__kbd">Ctrl K</kbd>
        </label>
        <div className="cpanel-home__find-row">
          <input id={FIND_BOX_ID} type="search" name="q" defaultValue={words} maxLength={200} autoComplete="off" />
          <button type="submit" className="btn btn--style-primary btn--size-small">
            Find
          </button>
        </div>
      </form>
      {problem ? (
        <p role="alert" className="cpanel-tool__message cpanel-tool__message--error">
          {problem}
        </p>
      ) : null}
      {results ? (
        results.length === 0 ? (
          <p role="status">Nothing found for “{words}”.</p>
        ) : (
          <div role="status" className="cpanel-home__found">
            {results.map((kind) => (
              <section key={kind.kind} aria-label={kind.kind}>
                <h3>{kind.kind}</h3>
                <ul>
                  {kind.found.map((one) => (
                    <li key={one.href}>
                      <Link href={one.href}>{one.label}</Link>
                      {one.detail ? <span className="cpanel-home__detail"> — {one.detail}</span> : null}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )
      ) : null}
    </section>
  )
}
