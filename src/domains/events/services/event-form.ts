import { addDays, CALENDAR_DATE, instantOf, organisationDate, wallClockOf } from '@/platform/calendar'
import { richText } from '@/platform/rich-text'

import type { EventInput } from './own-events'
import { exceptionsProblem } from './recurrence'
import { lastDayOf } from './feed'
import { REGISTRATIONS, TITLE_MAX_LENGTH, type Registration } from './rules'
import type { Event } from '@/payload-types'

import { FORM_FIELDS, REPEATS, type FormField, type FormValues, type Repeat } from './event-form-fields'

/**
 * The event form of `/addevent` and `/editevents/{id}` (decision 060), as
 * pure functions: what was typed, read into the collection's fields in the
 * organisation's zone, and the form's values from a saved event. Dates and
 * times are the organisation's wall clock; a repeat is chosen from a few
 * plain choices and written as the RRULE the collection keeps.
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']

/** The form's fields as typed (tags as comma-separated ids). */
export function valuesOf(form: FormData): FormValues {
  const values: FormValues = {}
  for (const field of FORM_FIELDS) {
    if (field === 'tags')
      values.tags = form
        .getAll('tags')
        .filter((tag) => typeof tag === 'string')
        .join(',')
    else {
      const value = form.get(field)
      if (typeof value === 'string') values[field] = value
    }
  }
  return values
}

/** The RRULE of a plain repeat until a date (inclusive), in the organisation's wall-clock terms. */
export function ruleOf(repeat: Repeat, startDate: string, until: string): string | null {
  if (repeat === 'none') return null
  const end = `UNTIL=${until.replaceAll('-', '')}T235959Z`
  if (repeat === 'weekly') return `FREQ=WEEKLY;${end}`
  if (repeat === 'fortnightly') return `FREQ=WEEKLY;INTERVAL=2;${end}`
  const date = new Date(`${startDate}T12:00:00Z`)
  const week = Math.ceil(date.getUTCDate() / 7)
  // The fifth week of a month does not always come: the last is said as such.
  const nth = week >= 5 ? -1 : week
  return `FREQ=MONTHLY;BYDAY=${nth}${WEEKDAYS[date.getUTCDay()]};${end}`
}

/** The plain repeat a rule was made from, if it was made by this form. */
export function repeatOf(rule: string | null | undefined): { repeat: Repeat; until: string } {
  const until = /UNTIL=(\d{4})(\d{2})(\d{2})/.exec(rule ?? '')
  const date = until ? `${until[1]}-${until[2]}-${until[3]}` : ''
  if (!rule) return { repeat: 'none', until: '' }
  if (/^FREQ=WEEKLY;INTERVAL=2;UNTIL=/.test(rule)) return { repeat: 'fortnightly', until: date }
  if (/^FREQ=WEEKLY;UNTIL=/.test(rule)) return { repeat: 'weekly', until: date }
  if (/^FREQ=MONTHLY;BYDAY=-?\d[A-Z]{2};UNTIL=/.test(rule)) return { repeat: 'monthly', until: date }
  return { repeat: 'none', until: '' }
}

/** What was typed as the collection's fields, or the problems by field. */
export function eventInputFrom(
  values: FormValues,
  options: { timeZone: string; today: string },
): { input: EventInput; fieldErrors: Partial<Record<FormField, string>> } {
  const errors: Partial<Record<FormField, string>> = {}
  const title = values.title?.trim() ?? ''
  if (!title) errors.title = 'Give the event a title.'
  else if (title.length > TITLE_MAX_LENGTH) errors.title = `The title is at most ${TITLE_MAX_LENGTH} characters.`

  const allDay = values.allDay === 'on'
  const startDate = values.startDate?.trim() ?? ''
  const endDate = values.endDate?.trim() || startDate
  if (!CALENDAR_DATE.test(startDate)) errors.startDate = 'Give the day it starts.'
  if (!CALENDAR_DATE.test(endDate)) errors.endDate = 'Give the day it ends (or leave it empty for the same day).'
  const startTime = values.startTime?.trim() ?? ''
  const endTime = values.endTime?.trim() ?? ''
  if (!allDay && !TIME.test(startTime)) errors.startTime = 'Give the time it starts, such as 19:00.'
  if (!allDay && !TIME.test(endTime)) errors.endTime = 'Give the time it ends, such as 21:00.'

  let startsAt: string | undefined
  let endsAt: string | undefined
  if (!errors.startDate && !errors.endDate && !errors.startTime && !errors.endTime) {
    startsAt = instantOf(`${startDate}T${allDay ? '00:00' : startTime}`, options.timeZone).toISOString()
    endsAt = instantOf(
      allDay ? `${addDays(endDate, 1)}T00:00` : `${endDate}T${endTime}`,
      options.timeZone,
    ).toISOString()
    if (endsAt <= startsAt) errors.endTime = 'It ends before it starts: check the end.'
  }

  const repeat = (REPEATS as readonly string[]).includes(values.repeat ?? '') ? (values.repeat as Repeat) : 'none'
  const until = values.repeatUntil?.trim() ?? ''
  if (repeat !== 'none') {
    if (!CALENDAR_DATE.test(until)) errors.repeatUntil = 'Say until when it repeats.'
    else if (CALENDAR_DATE.test(startDate) && until <= startDate)
      errors.repeatUntil = 'It repeats until a day after the first.'
    else if (until > addDays(options.today, 2 * 366)) errors.repeatUntil = 'A repeat ends within two years.'
  }
  const exceptions = (values.exceptions ?? '').trim()
  const exceptionProblem = exceptionsProblem(exceptions)
  if (exceptionProblem) errors.exceptions = exceptionProblem

  const registration = (REGISTRATIONS as readonly string[]).includes(values.registration ?? '')
    ? (values.registration as Registration)
    : 'none'
  const onlineLink = values.onlineLink?.trim() ?? ''
  if (onlineLink && !/^https:\/\/\S+$/.test(onlineLink))
    errors.onlineLink = 'Give the link as an address starting https://.'
  const picture = Number(values.picture)
  const description = values.description?.trim() ?? ''

  const input: EventInput = {
    title,
    summary: values.summary?.trim() || null,
    description: description
      ? richText(
          description
            .split(/\n\s*\n/)
            .map((paragraph) => paragraph.trim())
            .filter(Boolean)
            .map((paragraph) => ({ paragraph })),
        )
      : null,
    ...(startsAt && endsAt ? { startsAt, endsAt } : {}),
    allDay,
    recurrence: repeat === 'none' || errors.repeatUntil ? null : ruleOf(repeat, startDate, until),
    exceptions: repeat === 'none' ? null : exceptions || null,
    venue: { name: values.venueName?.trim() || null, address: values.venueAddress?.trim() || null },
    onlineLink: onlineLink || null,
    tags: (values.tags ?? '')
      .split(',')
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && id > 0),
    registration,
    priceNote: values.priceNote?.trim() || null,
    accessibility: values.accessibility?.trim() || null,
    organiserName: values.organiserName?.trim() || null,
    picture: Number.isSafeInteger(picture) && picture > 0 ? picture : null,
  }
  return { input, fieldErrors: errors }
}

const plainText = (value: unknown): string => {
  const root = (value as { root?: { children?: { children?: { text?: string }[] }[] } } | null)?.root
  return (root?.children ?? [])
    .map((block) => (block.children ?? []).map((child) => child.text ?? '').join(''))
    .filter(Boolean)
    .join('\n\n')
}

/** A saved event as the form's values, for editing it. */
export function formValuesOf(event: Event, timeZone: string): FormValues {
  const start = wallClockOf(new Date(event.startsAt), timeZone)
  const end = wallClockOf(new Date(event.endsAt), timeZone)
  const { repeat, until } = repeatOf(event.recurrence)
  const id = (value: unknown) => String(typeof value === 'object' && value ? (value as { id: number }).id : value)
  return {
    title: event.title,
    summary: event.summary ?? '',
    description: plainText(event.description),
    startDate: start.slice(0, 10),
    startTime: event.allDay ? '' : start.slice(11),
    endDate: event.allDay
      ? lastDayOf(event.startsAt, event.endsAt, timeZone)
      : organisationDate(new Date(event.endsAt), timeZone),
    endTime: event.allDay ? '' : end.slice(11),
    allDay: event.allDay ? 'on' : '',
    repeat,
    repeatUntil: until,
    exceptions: event.exceptions ?? '',
    venueName: event.venue?.name ?? '',
    venueAddress: event.venue?.address ?? '',
    onlineLink: event.onlineLink ?? '',
    tags: (event.tags ?? []).map(id).join(','),
    registration: event.registration,
    priceNote: event.priceNote ?? '',
    accessibility: event.accessibility ?? '',
    organiserName: event.organiserName ?? '',
    picture: event.picture ? id(event.picture) : '',
  }
}
