import type { Payload } from 'payload'
import { z } from 'zod'

import { currentRequestHeaders } from '@/platform/http/request-headers'
import { payloadInstance } from '@/platform/payload'

/**
 * What every form's server action needs (decision 035): the state it answers
 * with, reading its fields, Zod's errors by field, and who is calling.
 */

/** A form's state between its server action and `useActionState`: what happened, in words, field by field. */
export type ActionState<Field extends string = string> = {
  status: 'idle' | 'error' | 'done'
  message?: string
  /** What was typed, given back so the form keeps it after a refusal. */
  fields?: Partial<Record<Field, string>>
  fieldErrors?: Partial<Record<Field, string>>
}

/** A text field of a form: '' when missing or a file. */
export function text(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** A record's id in a form (a positive whole number), or undefined. */
export function idField(form: FormData, name: string): number | undefined {
  const id = Number(text(form, name))
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** The first of Zod's messages for each field (Zod 4's flattened errors). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const byField = z.flattenError(error).fieldErrors as Record<string, string[] | undefined>
  return Object.fromEntries(
    Object.entries(byField).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])),
  )
}

export type ActionCaller = {
  payload: Payload
  /** The signed-in person, as Payload sees them with the cookies as they are now; null for nobody. */
  person: Awaited<ReturnType<Payload['auth']>>['user']
}

/** Who is behind this server action: each action then says in words whom it refuses. */
export async function actionCaller(): Promise<ActionCaller> {
  const payload = await payloadInstance()
  const { user } = await payload.auth({ headers: await currentRequestHeaders() })
  return { payload, person: user }
}
