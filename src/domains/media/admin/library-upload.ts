import { payloadErrorMessage } from '@/ui/image-upload'

import { altProblem } from '../services/public-image'

/** Why a file's alt text holds it back from the library, naming the file; undefined when it may go. */
export function altTextProblem(alt: string, name: string): string | undefined {
  const problem = altProblem(alt)
  return problem ? `${name}: ${problem}` : undefined
}

/** Why a file's credit holds it back, naming the file; undefined when it may go. */
export function creditProblem(credit: string, name: string): string | undefined {
  return credit.length > 300 ? `${name}: a credit is at most 300 characters.` : undefined
}

/** Payload's error answer in words: a field's own message when there is one. */
export function uploadErrorMessage(status: number, body: unknown): string {
  const message = payloadErrorMessage(body)
  if (status === 401 || status === 403) return 'Your session has ended or you may not upload here: sign in again.'
  if (status === 413) return 'This file is too large for the server.'
  return message || `The server refused the file (status ${status}). Try again.`
}
