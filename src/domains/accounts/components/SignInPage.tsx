import { safeNextPath } from '../services/next-path'
import { AccountPageFrame } from './AccountPageFrame'
import { ProviderButtons } from './ProviderButtons'
import { SignInForm } from './SignInForm'

/** `/login`, `/signin` and `/userlogin`: one form at three addresses. */
export async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams
  const returnTo = safeNextPath(Array.isArray(next) ? next[0] : next, '/dashboard')
  return (
    <AccountPageFrame title="Sign in" intro="Members, artists, partners and staff all sign in here.">
      <SignInForm next={returnTo} />
      <ProviderButtons next={returnTo} />
    </AccountPageFrame>
  )
}
