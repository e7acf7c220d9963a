/**
 * Named route guards. A guard is a rule about the person making a request; the
 * application declares its guards in one registry and applies them to routes by
 * name. A name that is not in the registry is an error when the route table is
 * compiled (at build and at start-up), never a silent pass.
 */

export type Refusal = 'sign-in' | 'forbidden'

export type Guard<Person> = {
  description: string
  /** `undefined` when the request carries no signed-in person. */
  allows: (person: Person | undefined) => boolean
}

export type GuardRegistry<Person> = Readonly<Record<string, Guard<Person>>>

export type RouteGuardRule = {
  /** A path pattern: `/exact`, `/prefix/*` (anything below, and the prefix itself). */
  pattern: string
  guards: readonly string[]
  /** Paths under the pattern left open (for example a sign-in page under a guarded area). */
  except?: readonly string[]
  /** Where an anonymous request is sent to sign in; `{path}` is the requested path. */
  signIn: string
}

export class UnknownGuardError extends Error {
  constructor(
    readonly guard: string,
    readonly pattern: string,
    known: string[],
  ) {
    super(`Unknown route guard "${guard}" on route ${pattern} (known guards: ${known.join(', ')})`)
    this.name = 'UnknownGuardError'
  }
}

export type CompiledRouteGuards<Person> = {
  rules: readonly RouteGuardRule[]
  registry: GuardRegistry<Person>
}

export function compileRouteGuards<Person>(
  rules: readonly RouteGuardRule[],
  registry: GuardRegistry<Person>,
): CompiledRouteGuards<Person> {
  const known = Object.keys(registry)
  for (const rule of rules) {
    if (!rule.pattern.startsWith('/')) throw new Error(`Route guard pattern must start with "/": ${rule.pattern}`)
    if (rule.guards.length === 0) throw new Error(`Route ${rule.pattern} names no guard`)
    for (const name of rule.guards) {
      if (!Object.hasOwn(registry, name)) throw new UnknownGuardError(name, rule.pattern, known)
    }
  }
  return { rules, registry }
}

export function matchesPattern(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2)
    return pathname === base || pathname.startsWith(`${base}/`)
  }
  return pathname === pattern || pathname === `${pattern}/`
}

/** The rules that apply to a path, in declaration order. */
export function rulesFor<Person>(compiled: CompiledRouteGuards<Person>, pathname: string): RouteGuardRule[] {
  return compiled.rules.filter(
    (rule) =>
      matchesPattern(rule.pattern, pathname) && !(rule.except ?? []).some((open) => matchesPattern(open, pathname)),
  )
}

export type GuardDecision = { allowed: true } | { allowed: false; refusal: Refusal; signIn: string; guard: string }

/**
 * Every guard of every matching rule must allow the person. Anonymous people are
 * sent to sign in; signed-in people who lack the right are refused.
 */
export function decide<Person>(
  compiled: CompiledRouteGuards<Person>,
  pathname: string,
  person: Person | undefined,
): GuardDecision {
  for (const rule of rulesFor(compiled, pathname)) {
    for (const name of rule.guards) {
      const guard = compiled.registry[name]
      if (guard && !guard.allows(person)) {
        return {
          allowed: false,
          refusal: person ? 'forbidden' : 'sign-in',
          signIn: rule.signIn,
          guard: name,
        }
      }
    }
  }
  return { allowed: true }
}

/** The sign-in address for a refused path; only the local path is carried along. */
export function signInLocation(template: string, pathWithQuery: string): string {
  return template.replace('{path}', encodeURIComponent(pathWithQuery))
}
