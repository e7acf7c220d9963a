import { ofetch, type FetchOptions } from 'ofetch'

import { backoffDelay, retriesFor, RETRY_STATUSES } from './retry'

export type HttpOptions = Omit<FetchOptions<'json'>, 'retry' | 'retryDelay' | 'retryStatusCodes'> & {
  /** Number of retries; mutating methods get none unless this is given. */
  retry?: number | false
}

/**
 * The HTTP client for browser code. ofetch does the fetching and its retry
 * statuses are the policy's; the count and the backoff are ours.
 */
export function http<T = unknown>(url: string, options: HttpOptions = {}): Promise<T> {
  const total = retriesFor(options.method, options.retry)
  return ofetch<T>(url, {
    ...options,
    retry: total,
    retryStatusCodes: [...RETRY_STATUSES],
    retryDelay: (context) => {
      const remaining = typeof context.options.retry === 'number' ? context.options.retry : 0
      return backoffDelay(total - remaining)
    },
  } as FetchOptions<'json'>) as Promise<T>
}
