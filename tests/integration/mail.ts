import { testPayload } from './payload'

/** The code in the newest link of this mode mailed to this address (the outbox is the mail transport in tests), or null. */
export async function mailedCode(email: string, mode: string): Promise<string | null> {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'outbox',
    overrideAccess: true,
    sort: '-createdAt',
    where: { to: { equals: email } },
  })
  const match = docs.map((doc) => doc.text.match(new RegExp(`mode=${mode}&oobCode=([\\w-]+)`))).find(Boolean)
  return match ? match[1]! : null
}

/** Like `mailedCode`, for a test that cannot go on without the link. */
export async function linkCode(email: string, mode: string): Promise<string> {
  const code = await mailedCode(email, mode)
  if (!code) throw new Error(`no ${mode} link mailed to ${email}`)
  return code
}
