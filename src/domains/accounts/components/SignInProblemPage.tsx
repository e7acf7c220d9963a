import { config as settings } from '@/platform/config'
import { FormMessage } from '@/ui/forms'

import { isSignInProblem, PROVIDER_IDS, providerLabel, signInProblemMessage } from '../services/oidc'
import { AccountPageFrame } from './AccountPageFrame'

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/**
 * `/auth/oidc/failed?problem=…&provider=…[&for=link]`: why a federated sign-in
 * or link did not work, and the way forward. Only known problems and providers
 * are put into words, so the address cannot make the page say anything else.
 */
export async function SignInProblemPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const query = await searchParams
  const problem = first(query.problem)
  const provider = first(query.provider) ?? ''
  const linking = first(query.for) === 'link'
  const label = (PROVIDER_IDS as readonly string[]).includes(provider)
    ? providerLabel(settings(), provider)
    : 'the provider'
  return (
    <AccountPageFrame title={linking ? 'Linking did not work' : 'Signing in did not work'}>
      <div className="mt-8 space-y-4">
        <FormMessage id="sign-in-problem" tone="error">
          {isSignInProblem(problem)
            ? signInProblemMessage(problem, label)
            : 'Something went wrong. Please start again.'}
        </FormMessage>
        <ul className="space-y-2">
          {linking ? (
            <li>
              <a href="/dashboard">Back to your dashboard</a>
            </li>
          ) : (
            <>
              <li>
                <a href="/login">Back to sign in</a>
              </li>
              {problem === 'unverified-email' || problem === 'no-email' ? (
                <li>
                  <a href="/newmember">Join with your email address and a password</a>
                </li>
              ) : null}
            </>
          )}
        </ul>
      </div>
    </AccountPageFrame>
  )
}
