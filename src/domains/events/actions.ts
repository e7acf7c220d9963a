'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { idField, text, type ActionState } from '@/platform/forms'
import { pictureFromForm } from '@/domains/media'
import { requestPerson } from '@/platform/payload'
import { sharedRateLimiter, type RateLimit } from '@/platform/rate-limit'

import { eventInputFrom, valuesOf } from './services/event-form'
import type { FormField, FormValues } from './services/event-form-fields'
import { cancelOwnEvent, ownEvent, saveOwnEvent } from './services/own-events'
import { acceptOffer, cancelRsvp, rsvp } from './services/rsvp'
import { parseRsvpForm } from './services/rsvp-rules'

/**
 * The member's event forms (decision 060): propose, edit and cancel; and the
 * RSVP page's (decision 065). Each action finds out who is asking and goes
 * through the domain's services, which apply the collection's rules;
 * refusals come back in words, field by field, and the forms work as plain
 * posts without JavaScript.
 */

export type EventFormState = Omit<ActionState<FormField | 'upload' | 'alt'>, 'fields'> & {
  values?: FormValues
  /** Changes with every answer, so the form is drawn again from it. */
  round: number
}

/** New proposals per person: enough for a busy organiser, too few to flood the review queue. */
const PROPOSALS: RateLimit = { name: 'event-proposals', points: 10, durationSeconds: 60 * 60 }

const NOT_SIGNED_IN = 'Your session has ended. Sign in again, then save your event.'
const CHECK_FIELDS = 'Some fields need your attention: see the messages beside them.'

function refused(
  previous: EventFormState,
  values: FormValues,
  message: string,
  fieldErrors?: EventFormState['fieldErrors'],
): EventFormState {
  return { status: 'error', message, fieldErrors, values, round: previous.round + 1 }
}

/** Saves a new event (then opens its page in "your events") or a change to one, as a draft or submitted. */
export async function saveEventAction(previous: EventFormState, form: FormData): Promise<EventFormState> {
  const values = valuesOf(form)
  const { payload, person } = await requestPerson()
  if (!person) return refused(previous, values, NOT_SIGNED_IN)
  const id = idField(form, 'id') ?? null
  if (id !== null && !(await ownEvent(payload, person, id))) {
    return refused(previous, values, 'There is no such event among yours.')
  }
  const { TIMEZONE } = config()
  const { input, fieldErrors } = eventInputFrom(values, {
    timeZone: TIMEZONE,
    today: organisationDate(new Date(), TIMEZONE),
  })
  if (Object.keys(fieldErrors).length > 0) return refused(previous, values, CHECK_FIELDS, fieldErrors)

  if (id === null) {
    const verdict = await sharedRateLimiter(payload, PROPOSALS).consume(String(person.id))
    if (!verdict.allowed) {
      const minutes = Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000))
      return refused(previous, values, `You have proposed many events this hour. Try again in ${minutes} minutes.`)
    }
  }

  const picture = await pictureFromForm(payload, person, form)
  if (!picture.ok) return refused(previous, values, CHECK_FIELDS, picture.fieldErrors)
  if (picture.id !== null) {
    input.picture = picture.id
    values.picture = String(picture.id)
  }

  const submit = text(form, 'intent') === 'submit'
  const saved = await saveOwnEvent(payload, person, id, input, submit)
  if (!saved.ok) {
    const errors = Object.fromEntries(
      Object.entries(saved.fieldErrors ?? {}).map(([path, message]) => [
        path === 'venue.name' ? 'venueName' : path,
        message,
      ]),
    )
    const message = saved.problem === 'invalid' && Object.keys(errors).length > 0 ? CHECK_FIELDS : saved.message
    return refused(previous, values, message, errors)
  }
  if (id === null) redirect(`/editevents/${saved.value.id}?saved=${submit ? 'submitted' : 'draft'}`)
  refresh()
  return {
    status: 'done',
    message: submit
      ? 'Submitted for review. Staff will look at it and you will hear from us by email.'
      : 'Draft saved. Nobody else sees it until you submit it and staff approve it.',
    values,
    round: previous.round + 1,
  }
}

/** Cancels one of the person's published events, once they ticked the confirmation. */
export async function cancelEventAction(previous: EventFormState, form: FormData): Promise<EventFormState> {
  const { payload, person } = await requestPerson()
  if (!person) return refused(previous, {}, NOT_SIGNED_IN)
  if (form.get('confirm') !== 'yes') {
    return refused(previous, {}, 'Tick the box to confirm the cancellation.', {})
  }
  const cancelled = await cancelOwnEvent(payload, person, idField(form, 'id') ?? 0)
  if (!cancelled.ok) return refused(previous, {}, cancelled.message)
  refresh()
  return {
    status: 'done',
    message: 'The event is cancelled. It stays on the calendar, marked, so people who planned to come know.',
    round: previous.round + 1,
  }
}

/** RSVPs per person: plenty for someone going to many dates, too few to churn a waiting list. */
const RSVPS: RateLimit = { name: 'event-rsvps', points: 20, durationSeconds: 60 * 60 }

/**
 * The RSVP page's forms (decision 065): RSVP to a date, cancel a place (or
 * decline an offer), accept an offer. The services refuse in words what may
 * not be done; another person's place is answered as if it did not exist.
 */
export async function placeAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const { payload, person } = await requestPerson()
  if (!person) return { status: 'error', message: 'Your session has ended. Sign in again, then try again.' }
  const parsed = parseRsvpForm(
    Object.fromEntries(['intent', 'event', 'startsAt', 'place'].map((k) => [k, text(form, k)])),
  )
  if (!parsed.ok) return { status: 'error', message: parsed.message }
  const who = { id: person.id, email: person.email, name: person.name }
  const asked = parsed.value
  if (asked.intent === 'rsvp') {
    const verdict = await sharedRateLimiter(payload, RSVPS).consume(String(person.id))
    if (!verdict.allowed) {
      const minutes = Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000))
      return { status: 'error', message: `You have sent many RSVPs this hour. Try again in ${minutes} minutes.` }
    }
    const placed = await rsvp(payload, who, asked)
    if (!placed.ok) return { status: 'error', message: placed.message }
    refresh()
    return {
      status: 'done',
      message:
        placed.value.status === 'confirmed'
          ? 'You’re going. We have mailed you the details and your check-in code.'
          : `This date is full: you are on the waiting list, number ${placed.value.position}. We will mail you if a place frees.`,
    }
  }
  if (asked.intent === 'accept') {
    const accepted = await acceptOffer(payload, who, asked.place)
    if (!accepted.ok) return { status: 'error', message: accepted.message }
    refresh()
    return { status: 'done', message: 'The place is yours. We have mailed you the details and your check-in code.' }
  }
  const cancelled = await cancelRsvp(payload, who, asked.place)
  if (!cancelled.ok) return { status: 'error', message: cancelled.message }
  refresh()
  return {
    status: 'done',
    message:
      cancelled.value.was === 'waiting'
        ? 'You have left the waiting list.'
        : cancelled.value.was === 'offered'
          ? 'You have let the place go: it is offered to the next person waiting.'
          : 'Your place is cancelled. Thank you for letting us know.',
  }
}
