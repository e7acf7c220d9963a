'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * While long work runs (a guide export, a mailing being sent), the tool's page
 * asks the server for itself again every few seconds, so its progress moves
 * without a click. Without JavaScript the page offers its own refresh.
 */
export function RefreshWhileWorking({ everyMs }: { everyMs: number }) {
  const router = useRouter()
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), everyMs)
    return () => clearInterval(timer)
  }, [router, everyMs])
  return null
}
