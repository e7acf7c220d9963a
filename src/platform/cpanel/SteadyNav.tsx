'use client'

import { useNav } from '@payloadcms/ui'
import { useLayoutEffect } from 'react'

/** Payload's own breakpoint under which the panel's menu starts closed (its `l` window size). */
const MENU_CLOSED_BELOW = '(max-width: 1440px)'

/**
 * Keeps the page still while the control panel wakes up (decision 111). On a window of 1,440 px or
 * less, the server draws the menu hidden; Payload then showed it open for a moment, before it had
 * measured the window, and closed it again: the page jumped 275 px sideways and back, and a click in
 * that moment landed beside what was aimed at. Closing it before the first paint keeps the server's
 * layout. The menu button still opens it.
 */
export function SteadyNav({ children }: { children: React.ReactNode }) {
  const { setNavOpen } = useNav()
  useLayoutEffect(() => {
    if (window.matchMedia(MENU_CLOSED_BELOW).matches) setNavOpen(false)
  }, [setNavOpen])
  return children
}
