import { refresh } from 'next/cache'
import { z } from 'zod'

/**
 * What every form's server action needs (decision 035): the state it answers
 * with, reading its fields and Zod's errors by field. Who is calling comes
 * from `requestPerson()` in `@/platform/payload`.
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

/** What a tool's service answers an action: done in words, or refused in words, field by field. */
export type ServiceAnswer =
  { ok: true; message: string; id?: number } | { ok: false; message: string; fieldErrors?: Record<string, string> }

/** A service's answer as the form's state; a change done refreshes the page's data. */
export function answeredState(
  answer: { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Record<string, string> },
  fields?: Record<string, string>,
): ActionState {
  if (!answer.ok) return { status: 'error', message: answer.message, fieldErrors: answer.fieldErrors, fields }
  refresh()
  return { status: 'done', message: answer.message }
}
