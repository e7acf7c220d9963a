'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * In the live preview of Payload's edit view (decision 056): tells the editor
 * the page is ready, and renders the draft again from the server whenever the
 * editor saves (Payload posts `payload-document-event`). What
 * `@payloadcms/live-preview-react`'s `RefreshRouteOnSave` does, without the
 * package; messages from another origin are ignored.
 */
export function PageRefreshOnSave() {
  const router = useRouter()
  useEffect(() => {
    if (window.parent === window) return
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return
      if (event.data && typeof event.data === 'object' && event.data.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    window.parent.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
