import { z } from 'zod'

// The guard registry module alone (see guards.ts): the launcher builds this registry before Payload exists.
import { guards } from '../domains/accounts/guards'
import type { Person } from '../domains/accounts/roles'
import { createRegistry, defineFunction, type CallContext } from '../platform/functions'

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

/** Every callable function of the application, served at `/fn/<name>`; an unknown guard name throws here. */
export const callableFunctions = createRegistry<Person>([whoAmI], Object.keys(guards))
