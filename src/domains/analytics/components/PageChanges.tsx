'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { ANALYTICS_ENDPOINT, sendPageView, shouldRecord } from './page-view-client'

/**
 * Records a `page_view` for each client-side route change to a different full
 * path (path + query). The page's own load is the inline script's to record.
 */
export function PageChanges() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const fullPath = search ? `${pathname}?${search}` : pathname
  const last = useRef(fullPath)

  useEffect(() => {
    if (last.current === fullPath) return
    last.current = fullPath
    if (shouldRecord(navigator)) sendPageView(ANALYTICS_ENDPOINT, fullPath, undefined)
  }, [fullPath])

  return null
}
