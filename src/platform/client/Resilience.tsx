'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { AWAKE_EVENT } from './awake'
import { isInternalNavigationClick, startUpdateCheck, type UpdateCheck } from './build-manifest'
import { isChunkElement, isChunkLoadError, reloadOnce } from './chunk-reload'

const CURRENT_BUILD = {
  id: process.env.NEXT_PUBLIC_BUILD_ID ?? 'development',
  timestamp: Number(process.env.NEXT_PUBLIC_BUILD_TIMESTAMP ?? 0),
}

/**
 * The client module of the root layout: the build update check and the
 * chunk-reload guard; it tells a page that waited for a touch that React is
 * live. Renders nothing.
 */
export function Resilience() {
  const check = useRef<UpdateCheck | null>(null)
  const pathname = usePathname()
  const firstPath = useRef(pathname)

  useEffect(() => {
    const updates = startUpdateCheck(CURRENT_BUILD, {
      fetchJson: async (url) => (await fetch(url, { cache: 'no-store' })).json(),
    })
    check.current = updates

    const reload = () => window.location.reload()
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnce(window.sessionStorage, Date.now(), reload)
    }
    const onError = (event: Event) => {
      const error = event instanceof ErrorEvent ? event.error : undefined
      if (isChunkElement(event.target) || isChunkLoadError(error)) {
        reloadOnce(window.sessionStorage, Date.now(), reload)
      }
    }
    // A newer build is out: let the browser follow the link itself, so the page loads in full.
    const onClick = (event: MouseEvent) => {
      if (!updates.updateAvailable()) return
      if (isInternalNavigationClick(event, window.location.origin)) event.stopImmediatePropagation()
    }
    window.addEventListener('unhandledrejection', onRejection)
    window.addEventListener('error', onError, true)
    window.addEventListener('click', onClick, true)
    // A page whose framework waited for a touch replays the press that woke it (decision 117).
    window.dispatchEvent(new Event(AWAKE_EVENT))
    return () => {
      updates.stop()
      window.removeEventListener('unhandledrejection', onRejection)
      window.removeEventListener('error', onError, true)
      window.removeEventListener('click', onClick, true)
    }
  }, [])

  // Navigations that are not link clicks (back, forward, router.push) reload once they land.
  useEffect(() => {
    if (pathname !== firstPath.current && check.current?.updateAvailable()) window.location.reload()
  }, [pathname])

  return null
}
