import { signOut } from '../actions'

export function SignOutButton() {
  return (
    <form action={signOut}>
      <button type="submit" className="font-medium text-accent underline-offset-4 hover:underline">
        Sign out
      </button>
    </form>
  )
}
