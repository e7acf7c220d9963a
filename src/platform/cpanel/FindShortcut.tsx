'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { FIND_BOX_ID } from './find-box'

/** How long a shortcut pressed on another page waits for the home's box to appear. */
const WAIT_MS = 5000

function focusBox(): boolean {
  const box = document.getElementById(FIND_BOX_ID)
  if (!(box instanceof HTMLInputElement)) return false
  box.focus()
  box.select()
  return true
}

/**
 * Ctrl-K (Cmd-K on a Mac) anywhere in the control panel: focuses the home's search box, or opens the
 * home and focuses it there. Mounted as a provider, around every page of the control panel; a home
 * opened at `#find` (a link, or a full load) focuses the box too.
 */
export function FindShortcut({ children }: { children: React.ReactNode }) {
  const router = useRouter()
  useEffect(() => {
    if (window.location.hash === '#find') focusBox()
    let waiting: number | undefined
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
      event.preventDefault()
      if (focusBox()) return
      // The control panel's route is this page's first segment (`/cpanel`).
      router.push(`/${window.location.pathname.split('/')[1] ?? ''}#find`)
      const started = Date.now()
      window.clearInterval(waiting)
      waiting = window.setInterval(() => {
        if (focusBox() || Date.now() - started > WAIT_MS) window.clearInterval(waiting)
      }, 50)
    }
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('keydown', onKey)
      window.clearInterval(waiting)
    }
  }, [router])
  return children
}
