'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useSyncExternalStore } from 'react'

import type { Visitor } from '../services/visitor'

const ANONYMOUS: Visitor = { person: null, administrator: null }

/**
 * Who the browser is signed in as, shared by the header and the masquerade
 * banner: one request to `/api/session` when the page loads, again after each
 * navigation (signing in always lands on another page) and when the tab comes
 * back into view (signed out in another tab). `null` until the answer comes:
 * the server's HTML, the same for everyone, shows a visitor who is not
 * signed in (decision 039).
 */
let known: Visitor | null = null
let inFlight: Promise<void> | null = null
const listeners = new Set<() => void>()

function settle(visitor: Visitor) {
  known = visitor
  for (const listener of listeners) listener()
}

export function refreshVisitor(): Promise<void> {
  inFlight ??= fetch('/api/session', { cache: 'no-store', credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<Visitor>) : (known ?? ANONYMOUS)))
    .catch(() => known ?? ANONYMOUS)
    .then(settle)
    .finally(() => {
      inFlight = null
    })
  return inFlight
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onVisible = () => {
    if (document.visibilityState === 'visible') void refreshVisitor()
  }
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    listeners.delete(listener)
    document.removeEventListener('visibilitychange', onVisible)
  }
}

export function useVisitor(): Visitor | null {
  const pathname = usePathname()
  useEffect(() => {
    void refreshVisitor()
  }, [pathname])
  return useSyncExternalStore(
    subscribe,
    () => known,
    () => null,
  )
}

/**
 * Asks again once a sign-in or sign-out form's action is done, and when the
 * form goes away (a sign-in that worked re-renders its page without it): it
 * may land on the page it started from — the staff portal signs in where it
 * stands — and then no navigation tells the header.
 */
export function useRefreshVisitorAfter(pending: boolean) {
  const wasPending = useRef(false)
  useEffect(() => {
    if (wasPending.current && !pending) void refreshVisitor()
    wasPending.current = pending
  }, [pending])
  useEffect(
    () => () => {
      void refreshVisitor()
    },
    [],
  )
}
