import type { Payload } from 'payload'

import { config as settings } from '@/platform/config'
import type { User } from '@/payload-types'

import { hasPassword } from '../services/linked-sign-ins'
import { configuredProviders, providerLabel } from '../services/oidc'
import { LinkedSignInsForm } from './LinkedSignInsForm'

const linkClass =
  'inline-block rounded-md border border-accent px-3 py-1.5 font-medium text-accent no-underline hover:bg-accent-soft'

/**
 * The dashboard's "Linked sign-ins": providers linked to the account, each
 * with "Unlink", and "Link …" for every configured provider not linked yet.
 * Absent when no provider is configured and none is linked.
 */
export async function LinkedSignIns({ person, payload }: { person: User; payload: Payload }) {
  const app = settings()
  const identities = person.identities ?? []
  const providers = configuredProviders(app)
  if (providers.length === 0 && identities.length === 0) return null
  const withPassword = await hasPassword(payload, person.id)
  const notLinked = providers.filter((provider) => !identities.some((linked) => linked.provider === provider.id))

  return (
    <section aria-labelledby="section-linked-sign-ins" className="rounded-lg border border-line bg-white p-6 shadow-sm">
      <h2 id="section-linked-sign-ins" className="text-2xl font-semibold">
        Linked sign-ins
      </h2>
      <div className="mt-4 space-y-4">
        <LinkedSignInsForm>
          {identities.length > 0 ? (
            <ul className="divide-y divide-line">
              {identities.map((linked) => {
                const label = providerLabel(app, linked.provider)
                return (
                  <li key={linked.id ?? linked.provider} className="flex flex-wrap items-center gap-3 py-3">
                    <span className="flex-1">
                      <span className="font-medium">{label}</span>
                      {linked.email ? <> as {linked.email}</> : null}
                      <span className="block text-sm text-muted">
                        Linked on {new Date(linked.linkedAt).toUTCString().slice(0, 16)}
                      </span>
                    </span>
                    <button
                      type="submit"
                      name="provider"
                      value={linked.provider}
                      className="rounded-md border border-stone-400 px-3 py-1.5 font-medium hover:bg-stone-50"
                    >
                      Unlink {label}
                    </button>
                  </li>
                )
              })}
            </ul>
          ) : (
            <p>No provider is linked: you sign in with your email address and password.</p>
          )}
        </LinkedSignInsForm>
        {withPassword ? null : (
          <p className="text-sm text-muted">
            Your account has no password: you sign in only through linked providers. To add a password,{' '}
            <a href="/login/forgot">ask for a link by email</a>.
          </p>
        )}
        {notLinked.length > 0 ? (
          <ul className="flex flex-wrap gap-3">
            {notLinked.map((provider) => (
              <li key={provider.id}>
                <a href={`/auth/oidc/${provider.id}?link=1`} className={linkClass}>
                  Link {provider.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
