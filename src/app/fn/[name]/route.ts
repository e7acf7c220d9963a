import { callableFunctions } from '@/app/functions'
import { guards, type GuardName, type Person } from '@/domains/accounts'
import { handleCallable } from '@/platform/functions'
import { payloadInstance, personOf } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** Callable functions (`POST /fn/<name>` with `{"data": …}`); other methods get 405 from `handleCallable`. */
async function callable(request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  const { name } = await params
  const payload = await payloadInstance()
  return handleCallable<Person>(request, name, {
    registry: callableFunctions,
    // Payload reads the session cookie (with its CSRF checks) or an `Authorization: Bearer` token.
    identify: async ({ headers }) => (await personOf(payload, headers)) ?? undefined,
    allows: (guard, person) => isGuardName(guard) && guards[guard].allows(person),
    log: ({ function: fn, error }) =>
      payload.logger.error({ err: error, function: fn }, `Callable function ${fn} failed`),
  })
}

function isGuardName(name: string): name is GuardName {
  return Object.hasOwn(guards, name)
}

export const POST = callable
export const GET = callable
export const HEAD = callable
export const PUT = callable
export const PATCH = callable
export const DELETE = callable
export const OPTIONS = callable
