'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * The link to the cart on the shop's cached pages: the same HTML for
 * everyone (decision 039), the count asked from `/api/shop/cart` in the
 * browser. Without JavaScript it is a plain link to the cart.
 */
export function CartLink() {
  const [count, setCount] = useState<number | null>(null)
  const pathname = usePathname()
  useEffect(() => {
    let live = true
    fetch('/api/shop/cart', { credentials: 'same-origin', cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { count?: unknown } | null) => {
        if (live && typeof body?.count === 'number') setCount(body.count)
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [pathname])
  const label = count === null ? 'Your cart' : count === 1 ? 'Your cart: 1 item' : `Your cart: ${count} items`
  return (
    <a
      href="/shop/cart"
      className="inline-flex items-center gap-2 rounded-md border border-line bg-white px-3 py-2 font-medium text-ink no-underline hover:border-ink"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 7h12l-1.2 12.2a1 1 0 0 1-1 .8H8.2a1 1 0 0 1-1-.8L6 7Z" />
        <path d="M9 7V6a3 3 0 0 1 6 0v1" />
      </svg>
      <span>{label}</span>
    </a>
  )
}
