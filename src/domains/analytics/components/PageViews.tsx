'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { referrerFromElsewhere, shouldRecord, sendPageView } from './page-view-client'

/**
 * Records a `page_view` for the first load and for each client-side route
 * change to a different full path (path + query). Browser only.
 */
export function PageViews() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const last = useRef<string | null>(null)

  useEffect(() => {
    const fullPath = search ? `${pathname}?${search}` : pathname
    if (last.current === fullPath) return
    const referrer = last.current === null ? referrerFromElsewhere(document.referrer, location.origin) : undefined
    last.current = fullPath
    if (shouldRecord(navigator)) sendPageView(fullPath, referrer)
  }, [pathname, search])

  return null
}
