'use client'

import { SignOutButton } from './SignOutButton'
import { useVisitor } from './use-visitor'

/**
 * The header's account corner, drawn in the browser from `/api/session`: the
 * page around it is cached and the same for everyone (decision 039). Without
 * JavaScript it stays the sign-in link.
 */
export function AccountMenu() {
  const visitor = useVisitor()
  const person = visitor?.person
  if (!person) {
    return (
      <a
        href="/login"
        className="rounded-md bg-accent px-3 py-1.5 font-medium text-white no-underline hover:bg-accent-strong hover:text-white"
      >
        Sign in
      </a>
    )
  }
  return (
    <>
      {/* A long address breaks rather than widening a phone's page. */}
      <span className="min-w-0 text-muted">
        Signed in as{' '}
        <a href="/dashboard" className="break-all font-medium text-ink">
          {person.name || person.email}
        </a>
      </span>
      {visitor.notices?.map((notice) => (
        <a
          key={notice.href + notice.text}
          href={notice.href}
          className="whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900 no-underline hover:bg-amber-200"
        >
          {notice.text}
        </a>
      ))}
      {person.staff ? (
        <a href="/cpanel" className="whitespace-nowrap font-medium">
          Control panel
        </a>
      ) : null}
      <SignOutButton />
    </>
  )
}
