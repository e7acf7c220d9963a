'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

const MENUS = 'details[data-site-menu][open]'

/**
 * With JavaScript, the header's dropdowns behave as menus do: one open at a
 * time, closed by Escape (focus back on its summary), a click elsewhere, or
 * moving to another page (the layout, and so an open menu, outlives a
 * navigation). Without it they stay plain `<details>`.
 */
export function SiteHeaderMenus() {
  const pathname = usePathname()
  const shown = useRef(pathname)
  useEffect(() => {
    // Only on a move to another page: a menu opened before React woke (decision 117) stays open.
    if (shown.current === pathname) return
    shown.current = pathname
    document.querySelectorAll<HTMLDetailsElement>(MENUS).forEach((menu) => (menu.open = false))
  }, [pathname])
  useEffect(() => {
    const closeOthers = (keep: EventTarget | null) =>
      document.querySelectorAll<HTMLDetailsElement>(MENUS).forEach((menu) => {
        if (!(keep instanceof Node && menu.contains(keep))) menu.open = false
      })
    const onClick = (event: MouseEvent) => closeOthers(event.target)
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const menu = (event.target as Element | null)?.closest?.<HTMLDetailsElement>(MENUS)
      if (!menu) return
      menu.open = false
      menu.querySelector('summary')?.focus()
    }
    document.addEventListener('click', onClick)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKey)
    }
  }, [])
  return null
}
