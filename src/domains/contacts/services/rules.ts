import { CALENDAR_DATE, WALL_CLOCK } from '@/platform/calendar'

import {
  CONTACT_CATEGORIES,
  CONTACT_KINDS,
  INTERACTION_KINDS,
  NAME_MAX,
  NOTES_MAX,
  SUMMARY_MAX,
  TAG_MAX,
  type ContactCategory,
  type ContactKind,
  type InteractionKind,
} from './vocabulary'

/** What staff typed for a contact, as the form sends it. */
export type ContactForm = {
  kind: string
  category: string
  name: string
  email: string
  phone: string
  address: string
  notes: string
  organisation: string
  role: string
  tags: string
}

export type ContactValues = {
  kind: ContactKind
  category: ContactCategory | null
  name: string
  email: string | null
  phone: string | null
  address: string | null
  notes: string | null
  organisation: number | null
  role: string | null
  tags: string[]
}

export type Checked<T, F extends string> =
  { ok: true; value: T } | { ok: false; fieldErrors: Partial<Record<F, string>> }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const orNull = (value: string) => value.trim() || null

/** Tags as typed, comma-separated: trimmed, spaces collapsed, each once whatever its case. */
export function parseTags(typed: string): string[] {
  const seen = new Map<string, string>()
  for (const part of typed.split(',')) {
    const tag = part.trim().replace(/\s+/g, ' ')
    if (tag && !seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag)
  }
  return [...seen.values()]
}

/** A contact's fields checked, each problem in words beside its field. */
export function checkContact(form: ContactForm): Checked<ContactValues, keyof ContactForm> {
  const fieldErrors: Partial<Record<keyof ContactForm, string>> = {}
  const name = form.name.trim()
  if (!name) fieldErrors.name = 'Write the contact’s name.'
  else if (name.length > NAME_MAX) fieldErrors.name = `Keep the name under ${NAME_MAX} characters.`
  const email = form.email.trim().toLowerCase()
  if (email && !EMAIL.test(email)) fieldErrors.email = 'This is not an email address: write it as name@example.org.'
  if (!CONTACT_KINDS.includes(form.kind as ContactKind)) fieldErrors.kind = 'Choose a person or an organisation.'
  if (form.category && !CONTACT_CATEGORIES.includes(form.category as ContactCategory))
    fieldErrors.category = 'Choose one of the listed kinds of contact.'
  if (form.phone.trim().length > 40) fieldErrors.phone = 'Keep the phone number under 40 characters.'
  if (form.address.trim().length > 500) fieldErrors.address = 'Keep the address under 500 characters.'
  if (form.notes.trim().length > NOTES_MAX) fieldErrors.notes = `Keep the notes under ${NOTES_MAX} characters.`
  if (form.role.trim().length > 120) fieldErrors.role = 'Keep the role under 120 characters.'
  const organisation = form.organisation.trim()
  if (organisation && !/^\d{1,10}$/.test(organisation))
    fieldErrors.organisation = 'Choose an organisation from the list.'
  const tags = parseTags(form.tags)
  const long = tags.find((tag) => tag.length > TAG_MAX)
  if (long) fieldErrors.tags = `Keep each tag under ${TAG_MAX} characters (“${long.slice(0, 20)}…” is longer).`
  else if (tags.length > 30) fieldErrors.tags = 'Give a contact at most 30 tags.'
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors }
  return {
    ok: true,
    value: {
      kind: form.kind as ContactKind,
      category: (form.category || null) as ContactCategory | null,
      name,
      email: email || null,
      phone: orNull(form.phone),
      address: orNull(form.address),
      notes: orNull(form.notes),
      organisation: organisation ? Number(organisation) : null,
      role: orNull(form.role),
      tags,
    },
  }
}

export type InteractionValues = { kind: InteractionKind; at: string | null; summary: string }

/** An interaction: its kind, when (the organisation's wall clock, `YYYY-MM-DD HH:mm`; empty for now) and what happened. */
export function checkInteraction(form: {
  kind: string
  at: string
  summary: string
}): Checked<InteractionValues, 'kind' | 'at' | 'summary'> {
  const fieldErrors: Partial<Record<'kind' | 'at' | 'summary', string>> = {}
  if (!INTERACTION_KINDS.includes(form.kind as InteractionKind))
    fieldErrors.kind = 'Choose a call, meeting, email or note.'
  const at = form.at.trim().replace(' ', 'T')
  if (at && !WALL_CLOCK.test(at)) fieldErrors.at = 'Write when as YYYY-MM-DD HH:mm, or leave it empty for now.'
  const summary = form.summary.trim()
  if (!summary) fieldErrors.summary = 'Write what was said or done.'
  else if (summary.length > SUMMARY_MAX) fieldErrors.summary = `Keep it under ${SUMMARY_MAX} characters.`
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors }
  return { ok: true, value: { kind: form.kind as InteractionKind, at: at || null, summary } }
}

export type FollowUpValues = { due: string; owner: number; note: string | null }

/** A follow-up: the day it is due (`YYYY-MM-DD`), whose it is, and what to do. */
export function checkFollowUp(form: {
  due: string
  owner: string
  note: string
}): Checked<FollowUpValues, 'due' | 'owner' | 'note'> {
  const fieldErrors: Partial<Record<'due' | 'owner' | 'note', string>> = {}
  const due = form.due.trim()
  if (!CALENDAR_DATE.test(due) || Number.isNaN(Date.parse(`${due}T12:00:00Z`)))
    fieldErrors.due = 'Write the day it is due as YYYY-MM-DD.'
  if (!/^\d{1,10}$/.test(form.owner.trim())) fieldErrors.owner = 'Choose who follows it up.'
  if (form.note.trim().length > SUMMARY_MAX) fieldErrors.note = `Keep the note under ${SUMMARY_MAX} characters.`
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors }
  return { ok: true, value: { due, owner: Number(form.owner.trim()), note: form.note.trim() || null } }
}

/** The fields a merge lets staff choose between the two contacts. */
export const MERGED_FIELDS = [
  'kind',
  'category',
  'name',
  'email',
  'phone',
  'address',
  'notes',
  'organisation',
  'role',
] as const
export type MergedField = (typeof MERGED_FIELDS)[number]
