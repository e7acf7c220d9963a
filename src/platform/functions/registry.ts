import type { z } from 'zod'

import { FunctionError } from './errors'

/** The guard of a function anyone may call, signed in or not. */
export const PUBLIC = 'public'

/** What a handler learns about its call. The request's body has already been read. */
export type CallContext<Person> = { person: Person; request: Request }

/** A declared function, its input and guard checked, ready for the HTTP layer to call. */
export type CallableFunction<Person> = {
  name: string
  guard: string
  /** Validates `data` (INVALID_ARGUMENT otherwise), then runs the handler. */
  call: (data: unknown, context: CallContext<Person | undefined>) => Promise<unknown>
}

type Definition<Schema extends z.ZodType, Result, Guard extends string, Person> = {
  name: string
  input: Schema
  guard: Guard
  handler: (data: z.output<Schema>, context: CallContext<Person>) => Promise<Result>
}

/**
 * Declares a callable function: its name, Zod input schema, guard (a guard name,
 * or 'public') and handler. The person type comes from the handler's context
 * annotation (`{ person }: CallContext<Person>`); a public handler receives
 * `Person | undefined`, a guarded one always a person.
 */
export function defineFunction<Schema extends z.ZodType, Result, Person = unknown>(
  definition: Definition<Schema, Result, typeof PUBLIC, Person | undefined>,
): CallableFunction<Person>
export function defineFunction<Schema extends z.ZodType, Result, Guard extends string, Person = unknown>(
  definition: Definition<Schema, Result, Guard extends typeof PUBLIC ? never : Guard, Person>,
): CallableFunction<Person>
export function defineFunction<Schema extends z.ZodType, Result, Person>(
  definition: Definition<Schema, Result, string, Person | undefined>,
): CallableFunction<Person> {
  const { name, input, guard, handler } = definition
  return {
    name,
    guard,
    call: async (data, context) => {
      const parsed = input.safeParse(data)
      if (!parsed.success) throw invalidInput(parsed.error.issues)
      // The HTTP layer refuses anonymous callers of guarded functions; this keeps the handler's promise on its own.
      if (guard !== PUBLIC && context.person === undefined) {
        throw new FunctionError('UNAUTHENTICATED', 'Sign in to call this function.')
      }
      return handler(parsed.data, context)
    },
  }
}

export type InputIssue = { path: string; message: string }

function invalidInput(issues: readonly z.core.$ZodIssue[]): FunctionError {
  const details: InputIssue[] = issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }))
  const summary = details.map(({ path, message }) => (path ? `${path}: ${message}` : message)).join('; ')
  return new FunctionError('INVALID_ARGUMENT', `Invalid data: ${summary}`, details)
}

export type FunctionRegistry<Person> = ReadonlyMap<string, CallableFunction<Person>>

const NAME = /^[a-zA-Z][\w-]*$/

/**
 * The application's functions by name. A duplicate or malformed name, or a guard
 * that is not in `guardNames`, is an error when the registry is built (so at
 * start-up), never a silent pass at call time.
 */
export function createRegistry<Person>(
  functions: readonly CallableFunction<Person>[],
  guardNames: readonly string[],
): FunctionRegistry<Person> {
  const registry = new Map<string, CallableFunction<Person>>()
  for (const fn of functions) {
    if (!NAME.test(fn.name)) {
      throw new Error(
        `Callable function name "${fn.name}" is not valid: use letters, digits, _ and -, starting with a letter`,
      )
    }
    if (registry.has(fn.name)) throw new Error(`Callable function "${fn.name}" is declared twice`)
    if (fn.guard !== PUBLIC && !guardNames.includes(fn.guard)) {
      throw new Error(
        `Callable function "${fn.name}" names an unknown guard "${fn.guard}" (known guards: ${[PUBLIC, ...guardNames].join(', ')})`,
      )
    }
    registry.set(fn.name, fn)
  }
  return registry
}
