'use client'

import { useEffect } from 'react'

/**
 * Asks the planner's service worker (decision 102) to keep `pages` — with the
 * scripts, styles and pictures they load — for use offline. Registered only
 * from the planner's pages: other visitors never get one.
 */
export function useOfflineKeeping(pages: readonly string[]) {
  const key = pages.join(' ')
  useEffect(() => {
    if (!('serviceWorker' in navigator) || pages.length === 0) return
    let live = true
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        if (live) registration.active?.postMessage({ keep: [...new Set([window.location.pathname, ...pages])] })
      })
      .catch(() => {
        // No service worker (a private window, an old browser): the planner works online as before.
      })
    return () => {
      live = false
    }
    // `key` stands for `pages`' contents.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
}
