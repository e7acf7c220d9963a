'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * While a guide export runs, the tool's page asks the server for itself
 * again every few seconds, so its progress moves without a click. (Without
 * JavaScript the page's meta refresh does the same.)
 */
export function ListingsExportRefresh({ everyMs = 2000 }: { everyMs?: number }) {
  const router = useRouter()
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), everyMs)
    return () => clearInterval(timer)
  }, [router, everyMs])
  return null
}
