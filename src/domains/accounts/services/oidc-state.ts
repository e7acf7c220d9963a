import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { z } from 'zod'

/**
 * What a federated sign-in must remember between sending the person to the
 * provider and their return: kept in the browser (decision 014) in one
 * short-lived cookie, encrypted and authenticated with a key derived from
 * PAYLOAD_SECRET, so the server holds no state and nobody can read or forge it.
 */
const flowSchema = z.object({
  provider: z.string().min(1).max(40),
  state: z.string().min(1).max(200),
  nonce: z.string().min(1).max(200),
  verifier: z.string().min(43).max(128),
  next: z.string().startsWith('/').max(2000),
  /** The signed-in person who asked, from the dashboard, to link this provider. */
  linkTo: z.number().int().positive().optional(),
  expiresAt: z.number().int(),
})

export type SignInFlow = z.infer<typeof flowSchema>

export const FLOW_COOKIE = 'vernissage-oidc-flow'
/** Long enough to sign in at the provider, short enough that a forgotten tab is useless. */
export const FLOW_LIFETIME_SECONDS = 10 * 60

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'vernissage', 'oidc sign-in flow cookie', 32))
}

export function sealFlow(flow: SignInFlow, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv)
  const sealed = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
}

/** The flow in the cookie, or null when it is missing, altered, sealed with another secret or expired. */
export function openFlow(value: string | undefined, secret: string, now = Date.now()): SignInFlow | null {
  if (!value || value.length > 8000) return null
  const raw = Buffer.from(value, 'base64url')
  if (raw.length < 12 + 16 + 1) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), raw.subarray(0, 12))
    decipher.setAuthTag(raw.subarray(12, 28))
    const json = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
    const parsed = flowSchema.safeParse(JSON.parse(json))
    if (!parsed.success || parsed.data.expiresAt <= now) return null
    return parsed.data
  } catch {
    return null
  }
}
