import { config as settings } from '@/platform/config'

import { configuredProviders } from '../services/oidc'

/**
 * "Sign in with …" for each configured provider: plain links, so they work
 * without JavaScript. Nothing at all when no provider is configured.
 */
export function ProviderButtons({ next }: { next: string }) {
  const providers = configuredProviders(settings())
  if (providers.length === 0) return null
  return (
    <div className="mt-8">
      <p className="flex items-center gap-3 text-sm text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        or
      </p>
      <ul className="mt-4 space-y-3">
        {providers.map((provider) => (
          <li key={provider.id}>
            <a
              href={`/auth/oidc/${provider.id}?${new URLSearchParams({ next })}`}
              className="block w-full rounded-md border border-stone-400 bg-white px-4 py-2.5 text-center font-medium text-ink no-underline hover:bg-stone-50"
            >
              Sign in with {provider.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
