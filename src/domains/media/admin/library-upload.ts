import { payloadErrorMessage } from '@/ui/image-upload'

import { altProblem } from '../services/public-image'

/** One file waiting in, or going through, the library's upload list. */
export type QueuedImage = {
  key: string
  name: string
  size: number
  type: string
  alt: string
  credit: string
  state: 'waiting' | 'uploading' | 'done' | 'failed'
  /** Bytes sent so far while uploading. */
  sent: number
  problem?: string
  /** The new image's id once stored. */
  id?: number
}

/** The first problem that stops a waiting file from going, in words; undefined when it may go. */
export function queueProblem(file: Pick<QueuedImage, 'name' | 'alt' | 'credit'>): string | undefined {
  const alt = altProblem(file.alt)
  if (alt) return `${file.name}: ${alt}`
  if (file.credit.length > 300) return `${file.name}: a credit is at most 300 characters.`
  return undefined
}

/** Payload's error answer in words: a field's own message when there is one. */
export function uploadErrorMessage(status: number, body: unknown): string {
  const message = payloadErrorMessage(body)
  if (status === 401 || status === 403) return 'Your session has ended or you may not upload here: sign in again.'
  if (status === 413) return 'This file is too large for the server.'
  return message || `The server refused the file (status ${status}). Try again.`
}

/** What the list says about itself, for the live region. */
export function queueSummary(queue: readonly QueuedImage[]): string {
  const done = queue.filter((item) => item.state === 'done').length
  const failed = queue.filter((item) => item.state === 'failed').length
  const uploading = queue.find((item) => item.state === 'uploading')
  if (uploading) return `Uploading ${uploading.name} (${queue.indexOf(uploading) + 1} of ${queue.length}).`
  if (queue.length === 0) return ''
  const parts = [done ? `${done} uploaded` : '', failed ? `${failed} failed` : ''].filter(Boolean)
  return parts.length ? `${parts.join(', ')}.` : ''
}
