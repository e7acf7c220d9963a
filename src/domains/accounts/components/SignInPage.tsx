import { safeNextPath } from '../services/next-path'
import { AccountPageFrame } from './AccountPageFrame'
import { SignInForm } from './SignInForm'

/** `/login`, `/signin` and `/userlogin`: one form at three addresses. */
export async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams
  return (
    <AccountPageFrame title="Sign in" intro="Members, artists, partners and staff all sign in here.">
      <SignInForm next={safeNextPath(Array.isArray(next) ? next[0] : next, '/dashboard')} />
    </AccountPageFrame>
  )
}
