import Link from 'next/link'

import type { Section } from './navigation'

/**
 * `account` is the accounts domain's corner (sign in, or who is signed in) and
 * `sections` the linked sections, passed in: the design system knows no domain
 * and no routes.
 */
export function SiteHeader({ account, sections }: { account: React.ReactNode; sections: readonly Section[] }) {
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link href="/" className="font-serif text-2xl font-semibold text-ink no-underline hover:text-accent">
          Vernissage
        </Link>
        <nav aria-label="Main" className="order-3 w-full md:order-2 md:w-auto">
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-[0.95rem]">
            {sections.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="font-medium text-ink no-underline hover:text-accent hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="order-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm md:order-3">
          {account}
        </div>
      </div>
    </header>
  )
}
