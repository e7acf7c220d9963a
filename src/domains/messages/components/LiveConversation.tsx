'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { onSnapshot } from '@/platform/documents/listen/client'
import type { StructuredQuery } from '@/platform/documents'

/**
 * A conversation's page kept live (decision 099): it listens to the conversation's messages over
 * `/live/documents`; a message it has not shown yet moves the person's read mark, then the page is drawn
 * again by the server (times read in the organisation's zone, as on first load). Without JavaScript the
 * page is the same, brought up to date by reloading.
 */
export function LiveConversation({ conversation, shown, query }: { conversation: string; shown: string[]; query: StructuredQuery }) {
  const router = useRouter()
  const known = shown.join(' ')
  useEffect(() => {
    const seen = new Set(known.split(' ').filter(Boolean))
    return onSnapshot(
      { parent: `conversations/${conversation}`, query },
      {
        next: ({ docs }) => {
          const fresh = docs.filter((doc) => !seen.has(doc.path.split('/').at(-1)!))
          if (fresh.length === 0) return
          fresh.forEach((doc) => seen.add(doc.path.split('/').at(-1)!))
          void fetch(`/messagecenter/${conversation}/read`, { method: 'POST' }).finally(() => router.refresh())
        },
      },
    )
  }, [conversation, known, query, router])
  return null
}
