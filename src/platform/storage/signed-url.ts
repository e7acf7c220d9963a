import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed download addresses of private objects:
 * `/files/{bucket}/{name}?expires={unix seconds}&signature={HMAC-SHA256}`.
 * The key is derived from the application secret, so rotating that secret
 * also ends every address handed out; the bucket, the name and the expiry
 * are all signed, so none can be changed.
 */
export function signingKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('vernissage storage download addresses v1').digest()
}

function signature(key: Buffer, bucket: string, name: string, expires: number): string {
  return createHmac('sha256', key).update(`${bucket}\n${name}\n${expires}`).digest('base64url')
}

/** The path of a file under `/files/`, each segment of the name percent-encoded. */
export function filePath(bucket: string, name: string): string {
  return `/files/${encodeURIComponent(bucket)}/${name.split('/').map(encodeURIComponent).join('/')}`
}

export function signedPath(key: Buffer, bucket: string, name: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000)
  const query = new URLSearchParams({ expires: String(expires), signature: signature(key, bucket, name, expires) })
  return `${filePath(bucket, name)}?${query}`
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid'

export function verifySignedPath(
  key: Buffer,
  bucket: string,
  name: string,
  query: URLSearchParams,
  now: Date,
): SignatureCheck {
  const expiresText = query.get('expires') ?? ''
  const given = Buffer.from(query.get('signature') ?? '')
  if (!/^\d{1,12}$/.test(expiresText)) return 'invalid'
  const expires = Number(expiresText)
  const expected = Buffer.from(signature(key, bucket, name, expires))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
  return expires * 1000 > now.getTime() ? 'valid' : 'expired'
}
