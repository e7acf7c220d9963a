import { payloadErrorMessage } from '@/ui/image-upload'

import type { ImageChoice } from './dashboard'

/**
 * The pure parts of the dashboard's image upload, which posts each file to
 * Payload's REST API (`POST /api/images`, decision 026): what a chosen file
 * lacks before it goes, and what the server's answer means.
 */

/** Why a chosen file cannot go yet, in words, or undefined. */
export function altTextProblem(name: string, alt: string): string | undefined {
  if (!alt.trim()) return `Add alt text for ${name}: describe what the picture shows, for people who cannot see it.`
  if (alt.length > 300) return `The alt text for ${name} is at most 300 characters.`
  return undefined
}

type Answer = { doc?: { id?: unknown; alt?: unknown; url?: unknown; sizes?: { webp400?: { url?: unknown } } } }

/** Payload's answer to an upload: the stored image, or why not in words. */
export function uploadAnswer(
  status: number,
  body: unknown,
): { ok: true; image: ImageChoice } | { ok: false; message: string } {
  const answer = (body ?? {}) as Answer
  const doc = answer.doc
  if (status >= 200 && status < 300 && doc && typeof doc.id === 'number') {
    const small = doc.sizes?.webp400?.url
    return {
      ok: true,
      image: {
        id: doc.id,
        alt: typeof doc.alt === 'string' ? doc.alt : '',
        url: typeof small === 'string' ? small : typeof doc.url === 'string' ? doc.url : null,
      },
    }
  }
  if (status === 401) return { ok: false, message: 'Your session has ended: sign in again, then upload.' }
  if (status === 403) return { ok: false, message: 'Only artists upload images for their work here.' }
  if (status === 413) return { ok: false, message: 'This file is too large for the server.' }
  const message = payloadErrorMessage(body)
  return { ok: false, message: message || `The server refused the file (status ${status}). Try again.` }
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items]
  const next = [...items]
  ;[next[index], next[target]] = [next[target], next[index]]
  return next
}
