import { generatePayloadCookie, getFieldsToSign, jwtSign, type Payload, type TypedUser } from 'payload'
import { addSessionToUser } from 'payload/shared'

import { inTransaction } from '@/platform/database/transaction'

/**
 * Signs a person in whom a provider has vouched for, with the session Payload's
 * own login creates after it has checked a password (`auth/operations/login`):
 * a session row on the account, a JWT naming it, the collection's
 * `beforeLogin` hooks (suspended, merged) and `afterLogin` hooks (last
 * sign-in), and the same cookie. `payload.auth()` and `/api/users/me` accept it
 * like any other, and signing out or a password change ends it.
 *
 * Payload offers no login without a password, hence this copy of its steps;
 * it depends on the helpers Payload exports for custom strategies.
 */
/** A session cookie as a cookie store (`cookies()`, `NextResponse.cookies`) takes it. */
export type SessionCookie = {
  name: string
  value: string
  options: {
    path?: string
    domain?: string
    expires?: Date
    httpOnly?: boolean
    secure?: boolean
    sameSite?: 'lax' | 'none' | 'strict'
  }
}

/** The cookie Payload's own login sets for a session token. */
export function sessionCookie(payload: Payload, token: string): SessionCookie {
  const auth = payload.collections.users.config.auth
  const cookie = generatePayloadCookie({
    collectionAuthConfig: auth,
    cookiePrefix: payload.config.cookiePrefix,
    returnCookieAsObject: true,
    token,
  })
  return {
    name: cookie.name,
    value: token,
    options: {
      path: cookie.path,
      domain: cookie.domain,
      expires: cookie.expires ? new Date(cookie.expires) : undefined,
      httpOnly: cookie.httpOnly,
      secure: cookie.secure,
      sameSite: cookie.sameSite?.toLowerCase() as SessionCookie['options']['sameSite'],
    },
  }
}

export async function startSession(
  payload: Payload,
  personId: number,
): Promise<{ token: string; cookie: SessionCookie }> {
  const collection = payload.collections.users.config
  const token = await inTransaction(payload, async ({ req }) => {
    // The stored row, sessions included, as Payload's login reads it.
    let user = await payload.db.findOne<TypedUser>({ collection: 'users', where: { id: { equals: personId } }, req })
    if (!user) throw new Error(`No account with id ${personId}.`)
    const { sid } = await addSessionToUser({ collectionConfig: collection, payload, req, user })
    const fieldsToSign = getFieldsToSign({ collectionConfig: collection, email: String(user.email), sid, user })
    for (const hook of collection.hooks.beforeLogin ?? []) {
      user = (await hook({ collection, context: req.context, req, user })) || user
    }
    const { token } = await jwtSign({
      fieldsToSign,
      secret: payload.secret,
      tokenExpiration: collection.auth.tokenExpiration,
    })
    req.user = user
    for (const hook of collection.hooks.afterLogin ?? []) {
      user = (await hook({ collection, context: req.context, req, token, user })) || user
    }
    return { commit: true, value: token }
  })
  return { token, cookie: sessionCookie(payload, token) }
}
