'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * In the live preview of Payload's edit view (an iframe of the same site):
 * says it is ready, and renders the draft again each time the editor saves.
 */
export function PreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    if (window.parent === window) return
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return
      if ((event.data as { type?: string } | null)?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    window.parent.postMessage({ type: 'payload-live-preview', ready: true }, window.location.origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
