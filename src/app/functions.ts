import { z } from 'zod'

// The guard registry module alone (see guards.ts): the launcher builds this registry before Payload exists.
import { guards } from '../domains/accounts/guards'
import type { Person } from '../domains/accounts/roles'
import { createRegistry, defineFunction, FunctionError, type CallContext } from '../platform/functions'

/** The signed-in caller as the site sees them. */
const whoAmI = defineFunction({
  name: 'whoAmI',
  // Firebase's client sends null when called without an argument.
  input: z.object({}).strict().nullable(),
  guard: 'signed-in',
  handler: async (_data, { person }: CallContext<Person>) => ({
    id: person.id,
    email: person.email ?? null,
    roles: person.roles ?? [],
  }),
})

const ROLE_CHANGE_STATUS = {
  'not-admin': 'PERMISSION_DENIED',
  'not-found': 'NOT_FOUND',
  'last-admin': 'FAILED_PRECONDITION',
} as const

/** `adminsetter`: grant or revoke admin and staff (administrators only; the last admin stays). */
const adminsetter = defineFunction({
  name: 'adminsetter',
  input: z.object({ userId: z.number().int().positive(), admin: z.boolean(), staff: z.boolean() }).strict(),
  guard: 'admin',
  handler: async (data, { person }: CallContext<Person>) => {
    // Loaded per call: this registry is built by the launcher before any Payload configuration exists.
    const [{ getPayload }, { default: config }, { setStaffRoles }] = await Promise.all([
      import('payload'),
      import('@payload-config'),
      import('../domains/accounts'),
    ])
    const result = await setStaffRoles(await getPayload({ config }), person, data.userId, data)
    if (!result.ok) throw new FunctionError(ROLE_CHANGE_STATUS[result.problem], result.message)
    return { userId: data.userId, roles: result.roles }
  },
})

/** Every callable function of the application, served at `/fn/<name>`; an unknown guard name throws here. */
export const callableFunctions = createRegistry<Person>([whoAmI, adminsetter], Object.keys(guards))
