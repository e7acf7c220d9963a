'use client'

import { Link, NavGroup } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

/** Links drawn like Payload's own navigation entries, the current one marked. */
export function ToolsNavGroup({
  label,
  links,
}: {
  label: string
  links: readonly { id: string; href: string; label: string }[]
}) {
  const pathname = usePathname()
  return (
    <NavGroup label={label}>
      {links.map(({ id, href, label: text }) =>
        pathname === href ? (
          <div key={href} id={id} className="nav__link" aria-current="page">
            <div className="nav__link-indicator" />
            <span className="nav__link-label">{text}</span>
          </div>
        ) : (
          <Link key={href} id={id} href={href} className="nav__link" prefetch={false}>
            <span className="nav__link-label">{text}</span>
          </Link>
        ),
      )}
    </NavGroup>
  )
}
