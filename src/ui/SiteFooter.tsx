import Link from 'next/link'

import { FOOTER_NAVIGATION } from './navigation'

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>Open Studios, the artist directory and more — run by artists, for the city.</p>
        <nav aria-label="Legal">
          <ul className="flex gap-5">
            {FOOTER_NAVIGATION.map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
