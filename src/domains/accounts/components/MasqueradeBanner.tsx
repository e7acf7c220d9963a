'use client'

import { stopViewingAs } from '../actions'
import { useVisitor } from './use-visitor'

/** On every page of the site while an administrator views it as someone else. */
export function MasqueradeBanner() {
  const visitor = useVisitor()
  const person = visitor?.person
  const administrator = visitor?.administrator
  if (!person || !administrator) return null
  const who = person.name ? `${person.name} (${person.email})` : person.email
  return (
    <div id="masquerade-banner" role="region" aria-label="Viewing as someone else" className="bg-amber-300 text-ink">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <p>
          You are viewing the site as <strong>{who}</strong>. Everything you change is recorded under your name,{' '}
          {administrator.name || administrator.email}.
        </p>
        <form action={stopViewingAs}>
          <button
            type="submit"
            className="rounded-md bg-ink px-3 py-1.5 font-medium text-white underline-offset-4 hover:underline"
          >
            Stop viewing as {person.name || person.email}
          </button>
        </form>
      </div>
    </div>
  )
}
