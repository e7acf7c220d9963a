import { safeNextPath } from '../services/next-path'
import { SignInForm } from './SignInForm'

/** `/login`, `/signin` and `/userlogin`: one form at three addresses. */
export async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams
  return (
    <section aria-labelledby="sign-in-title" className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <h1 id="sign-in-title" className="text-4xl font-semibold">
        Sign in
      </h1>
      <p className="mt-3 text-muted">Members, artists, partners and staff all sign in here.</p>
      <SignInForm next={safeNextPath(Array.isArray(next) ? next[0] : next, '/dashboard')} />
    </section>
  )
}
