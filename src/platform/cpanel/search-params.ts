import type { AdminViewServerProps } from 'payload'

/** A tool's address query as `URLSearchParams`: where its filters live, so a filtered list is a link. */
export function toolSearchParams(searchParams: AdminViewServerProps['searchParams']): URLSearchParams {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(searchParams ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) if (typeof one === 'string') params.append(name, one)
  }
  return params
}
