'use client'

import { useEffect, useRef } from 'react'
import { useFormStatus } from 'react-dom'

import { signOut } from '../actions'
import { refreshVisitor } from './use-visitor'

/** Signing out may land on the page it started from, so the header asks again once it is done. */
function SignOutSubmit() {
  const { pending } = useFormStatus()
  const wasPending = useRef(false)
  useEffect(() => {
    if (wasPending.current && !pending) void refreshVisitor()
    wasPending.current = pending
  }, [pending])
  return (
    <button type="submit" className="font-medium text-accent underline-offset-4 hover:underline">
      Sign out
    </button>
  )
}

export function SignOutButton() {
  return (
    <form action={signOut}>
      <SignOutSubmit />
    </form>
  )
}
