import {
  commitTransaction,
  createLocalReq,
  generatePayloadCookie,
  getFieldsToSign,
  initTransaction,
  jwtSign,
  killTransaction,
  type Payload,
  type TypedUser,
} from 'payload'
import { addSessionToUser } from 'payload/shared'

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
export type SessionCookie = {
  name: string
  value: string
  expires?: string
  domain?: string
  httpOnly?: boolean
  path?: string
  sameSite?: 'Lax' | 'None' | 'Strict'
  secure?: boolean
}

export async function startSession(
  payload: Payload,
  personId: number,
): Promise<{ token: string; cookie: SessionCookie }> {
  const collection = payload.collections.users.config
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
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
    await commitTransaction(req)
    const cookie = generatePayloadCookie({
      collectionAuthConfig: collection.auth,
      cookiePrefix: payload.config.cookiePrefix,
      returnCookieAsObject: true,
      token,
    })
    return { token, cookie: { ...cookie, value: token } }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
