import type { Payload, PayloadRequest } from 'payload'

import type { User } from '@/payload-types'

/** The account with this address (stored lower-case), inside the caller's transaction when given one. */
export async function findAccountByEmail(
  payload: Payload,
  email: string,
  req?: Partial<PayloadRequest>,
): Promise<User | null> {
  const { docs } = await payload.find({
    collection: 'users',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    req,
    where: { email: { equals: email.toLowerCase() } },
  })
  return docs[0] ?? null
}

/** Whether an account other than `except` already uses this address. */
export async function addressTaken(payload: Payload, email: string, except?: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'users',
    overrideAccess: true,
    where: {
      and: [{ email: { equals: email.toLowerCase() } }, ...(except ? [{ id: { not_equals: except } }] : [])],
    },
  })
  return totalDocs > 0
}
