/** What a service of this domain answers: the result, or a refusal in words. */
export type Refusal = {
  ok: false
  problem: 'forbidden' | 'invalid' | 'not-found' | 'not-pending'
  message: string
  /** Per field (its path), when the problem is invalid input. */
  fieldErrors?: Record<string, string>
}
export type Outcome<T> = { ok: true; value: T } | Refusal

type PayloadFailure = {
  status?: unknown
  message?: unknown
  data?: { errors?: { path?: unknown; message?: unknown }[] }
}

/**
 * A refusal from Payload (validation, access, a missing document) in words;
 * anything else — the database gone, a bug — is thrown on. Recognised by the
 * HTTP status Payload gives its errors, since class names do not survive a
 * production build.
 */
export function refusalOf(error: unknown, notFound: string): Refusal {
  const failure = (error ?? {}) as PayloadFailure
  const message = typeof failure.message === 'string' ? failure.message : ''
  if (failure.status === 400) {
    const errors = (failure.data?.errors ?? []).filter(
      (item): item is { path: string; message: string } =>
        typeof item.path === 'string' && typeof item.message === 'string',
    )
    return {
      ok: false,
      problem: 'invalid',
      message: errors.length > 0 ? errors.map((item) => item.message).join(' ') : message,
      fieldErrors: Object.fromEntries(errors.map((item) => [item.path, item.message])),
    }
  }
  if (failure.status === 403) return { ok: false, problem: 'forbidden', message }
  if (failure.status === 404) return { ok: false, problem: 'not-found', message: notFound }
  throw error
}
