import { parseMoney } from '@/domains/commerce'
import { CALENDAR_DATE } from '@/platform/calendar'

import { DEADLINE_KINDS, NOTES_MAX, PROGRAM_MAX, type DeadlineKind } from './vocabulary'

export type Checked<T, F extends string> =
  { ok: true; value: T } | { ok: false; fieldErrors: Partial<Record<F, string>> }

/** What staff typed for a grant, as the form sends it (amounts as people write them). */
export type GrantForm = {
  funder: string
  program: string
  year: string
  asked: string
  awarded: string
  owner: string
  notes: string
}

export type GrantValues = {
  funder: number
  program: string
  year: number
  /** Minor units of the organisation's currency. */
  asked: number
  awarded: number | null
  owner: number
  notes: string | null
}

const ID = /^\d{1,10}$/

function amount(text: string, currency: string): { minor: number } | { problem: string } {
  try {
    return { minor: parseMoney(text, currency) }
  } catch (error) {
    return { problem: (error as Error).message }
  }
}

/** A grant's fields checked, each problem in words beside its field. */
export function checkGrant(form: GrantForm, currency: string): Checked<GrantValues, keyof GrantForm> {
  const fieldErrors: Partial<Record<keyof GrantForm, string>> = {}
  if (!ID.test(form.funder.trim())) fieldErrors.funder = 'Choose the funder: find the organisation by its name.'
  const program = form.program.trim()
  if (!program) fieldErrors.program = 'Write the funder’s program this grant is from.'
  else if (program.length > PROGRAM_MAX) fieldErrors.program = `Keep the program under ${PROGRAM_MAX} characters.`
  const year = Number(form.year.trim())
  if (!/^\d{4}$/.test(form.year.trim()) || year < 1900 || year > 2200)
    fieldErrors.year = 'Write the year the grant is for, such as 2027.'
  const asked = amount(form.asked || '0', currency)
  if ('problem' in asked) fieldErrors.asked = asked.problem
  const awarded = form.awarded.trim() ? amount(form.awarded, currency) : null
  if (awarded && 'problem' in awarded) fieldErrors.awarded = awarded.problem
  if (!ID.test(form.owner.trim())) fieldErrors.owner = 'Choose the member of staff who looks after it.'
  if (form.notes.trim().length > NOTES_MAX) fieldErrors.notes = `Keep the notes under ${NOTES_MAX} characters.`
  if (Object.keys(fieldErrors).length || 'problem' in asked || (awarded && 'problem' in awarded))
    return { ok: false, fieldErrors }
  return {
    ok: true,
    value: {
      funder: Number(form.funder.trim()),
      program,
      year,
      asked: asked.minor,
      awarded: awarded ? awarded.minor : null,
      owner: Number(form.owner.trim()),
      notes: form.notes.trim() || null,
    },
  }
}

export type DeadlineValues = { kind: DeadlineKind; due: string; note: string | null }

/** A deadline or report date: its kind, its day in the organisation's calendar (`YYYY-MM-DD`) and a note. */
export function checkDeadline(form: {
  kind: string
  due: string
  note: string
}): Checked<DeadlineValues, 'kind' | 'due' | 'note'> {
  const fieldErrors: Partial<Record<'kind' | 'due' | 'note', string>> = {}
  if (!DEADLINE_KINDS.includes(form.kind as DeadlineKind)) fieldErrors.kind = 'Choose what is due.'
  const due = form.due.trim()
  const [y, m, d] = due.split('-').map(Number)
  const real = CALENDAR_DATE.test(due) && new Date(Date.UTC(y!, m! - 1, d!)).toISOString().startsWith(due)
  if (!real) fieldErrors.due = 'Write the day it is due as YYYY-MM-DD, a day that exists.'
  if (form.note.trim().length > 500) fieldErrors.note = 'Keep the note under 500 characters.'
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors }
  return { ok: true, value: { kind: form.kind as DeadlineKind, due, note: form.note.trim() || null } }
}
