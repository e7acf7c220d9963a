'use client'

import { useFormStatus } from 'react-dom'

import { signOut } from '../actions'
import { useRefreshVisitorAfter } from './use-visitor'

function SignOutSubmit() {
  useRefreshVisitorAfter(useFormStatus().pending)
  return (
    <button type="submit" className="whitespace-nowrap font-medium text-accent underline-offset-4 hover:underline">
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
