/**
 * Sending one image file to the images collection through Payload's REST API
 * (`POST /api/images`), as the signed-in person, with the bytes sent reported
 * as they go: shared by the control panel's image library and the artist's
 * dashboard, which differ only in what they say about the answer.
 */

/** What the images collection accepts (its `mimeTypes`), and the largest file either upload offers to send. */
export const IMAGE_ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/tiff']
export const IMAGE_MAX_BYTES = 50 * 1024 * 1024

export type ImageAnswer = { status: number; body: unknown }

/**
 * Resolves with the server's status and JSON answer (null when not JSON);
 * rejects with a sentence when the connection fails or the upload is cancelled
 * through `signal`.
 */
export function postImage(
  apiRoute: string,
  file: File,
  data: Record<string, unknown>,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<ImageAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    const body = new FormData()
    body.append('file', file)
    body.append('_payload', JSON.stringify(data))
    request.open('POST', `${apiRoute}/images?depth=0`)
    request.withCredentials = true
    request.upload.onprogress = (event) => onProgress(event.loaded)
    request.onload = () => {
      let answer: unknown = null
      try {
        answer = JSON.parse(request.responseText)
      } catch {
        // Not JSON: the status alone says what happened.
      }
      resolve({ status: request.status, body: answer })
    }
    request.onerror = () => reject(new Error('The connection failed. Check it and try again.'))
    request.onabort = () => reject(new Error('Upload canceled.'))
    request.send(body)
  })
}

type PayloadErrors = { errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] } | null

/** Payload's error answer in words: a field's own message when there is one, else the error's. */
export function payloadErrorMessage(body: unknown): string | undefined {
  const first = (body as PayloadErrors)?.errors?.[0]
  return first?.data?.errors?.[0]?.message ?? first?.message
}
