import Link from 'next/link'

import type { WaitingWork } from './work'

/** The home's "Work waiting": each non-empty queue as a count linking to its tool, or that nothing waits. */
export function WorkWaiting({ work }: { work: readonly WaitingWork[] }) {
  return (
    <section className="cpanel-tool__section" aria-labelledby="work-waiting-heading">
      <h2 id="work-waiting-heading">Work waiting</h2>
      {work.length === 0 ? (
        <p className="cpanel-tool__empty">Nothing waiting.</p>
      ) : (
        <ul className="cpanel-home__queues">
          {work.map((one) => (
            <li key={one.label}>
              <Link href={one.href} className="cpanel-home__queue">
                <strong className="cpanel-home__count">{one.count}</strong> <span>{one.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
