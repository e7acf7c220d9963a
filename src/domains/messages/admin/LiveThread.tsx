'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { onSnapshot } from '@/platform/documents/listen/client'

/**
 * Keeps a conversation's page current (issue 40): listens to its messages through the document service's
 * live listener (decision 097, as the signed-in staff member) and, when one is added or changed after the
 * first snapshot, has the server draw the page again — the thread, its times in the organisation's zone,
 * the read mark. Without JavaScript the page is as fresh as its last load.
 */
export function LiveThread({ conversation }: { conversation: string }) {
  const router = useRouter()
  const [said, setSaid] = useState('')
  useEffect(() => {
    let first = true
    return onSnapshot(
      {
        parent: `conversations/${conversation}`,
        query: { from: [{ collectionId: 'messages' }], orderBy: [{ field: { fieldPath: 'sentAt' } }] },
      },
      {
        next: (snapshot) => {
          if (first) {
            first = false
            return
          }
          if (snapshot.docChanges.some((change) => change.type === 'added')) setSaid('A new message arrived.')
          router.refresh()
        },
        error: (problem) =>
          setSaid(`The thread is no longer live: ${problem.message} Reload the page to see new messages.`),
      },
    )
  }, [conversation, router])
  return (
    <p className="cpanel-tool__hint" role="status" aria-live="polite">
      {said}
    </p>
  )
}
