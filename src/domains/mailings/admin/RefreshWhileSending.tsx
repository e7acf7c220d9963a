'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** The report's progress while it sends: the page's data read again every few seconds (without JavaScript, the refresh link). */
export function RefreshWhileSending({ everyMs = 5_000 }: { everyMs?: number }) {
  const router = useRouter()
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), everyMs)
    return () => clearInterval(timer)
  }, [router, everyMs])
  return null
}
