'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { toolCaller } from '@/domains/accounts'
import { pictureFromForm } from '@/domains/media'
import { parseSelection } from '@/platform/cpanel/list-params'
import { idField, text, type ActionState } from '@/platform/forms'

import { organisationDate } from '@/platform/calendar'
import { config } from '@/platform/config'

import { eventInputFrom, valuesOf } from '../services/event-form'
import { addEventAsStaff, approveEvent, approveEvents, rejectEvent } from '../services/review'
import { saveTag, deleteTag, tagEvents } from '../services/tagging'
import { parseDateParam } from '../services/attendee-list'
import { checkIn } from '../services/check-in'
import { whenAtDoor } from '../services/door-time'
import { placeLabel } from '../services/place-mail'
import { ADD_TOOL, CHECK_IN_TOOL, REVIEW_TOOL, TAGGER_TOOL } from './tools'

/** The forms of `reviewevents`, `eventtagger` (decision 060) and `eventcheckin` (decision 064): each checks the caller is staff, then the service decides. */

export async function approveEventAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(REVIEW_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const outcome = await approveEvent(caller.payload, caller.person, idField(form, 'event') ?? 0)
  if (!outcome.ok) return { status: 'error', message: outcome.message }
  // The event leaves the queue, and its form with it: the answer is said at the top of the tool.
  redirect(decided(caller.payload, 'approved', outcome.value.title))
}

/** The ticked events approved at once, or none (decision 087); their organisers are told. */
export async function approveSelectedEventsAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(REVIEW_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const selection = parseSelection(form.getAll('selected'), 'event')
  if (!selection.ok) return { status: 'error', message: selection.message }
  const done = await approveEvents(caller.payload, caller.person, selection.ids)
  if (!done.ok) return { status: 'error', message: done.message }
  // The approved leave the list (perhaps the last of it): the list says what was done.
  redirect(
    `${caller.payload.config.routes.admin}/${REVIEW_TOOL.name}?${new URLSearchParams(done.events.map((event) => ['approved', event.title]))}`,
  )
}

const decided = (payload: { config: { routes: { admin: string } } }, decision: string, title: string) =>
  `${payload.config.routes.admin}/${REVIEW_TOOL.name}?${new URLSearchParams({ [decision]: title })}`

export async function rejectEventAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields = { rejectionReason: text(form, 'rejectionReason') }
  const caller = await toolCaller(REVIEW_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const outcome = await rejectEvent(caller.payload, caller.person, idField(form, 'event') ?? 0, fields.rejectionReason)
  if (!outcome.ok) return { status: 'error', message: outcome.message, fields, fieldErrors: outcome.fieldErrors }
  redirect(decided(caller.payload, 'rejected', outcome.value.title))
}

export async function saveTagAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const fields = { name: text(form, 'name') }
  const caller = await toolCaller(TAGGER_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const outcome = await saveTag(caller.payload, caller.person, idField(form, 'tag') ?? null, fields.name)
  if (!outcome.ok) return { status: 'error', message: outcome.message, fields, fieldErrors: outcome.fieldErrors }
  refresh()
  return { status: 'done', message: `The tag “${outcome.value.name}” is saved.` }
}

export async function deleteTagAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(TAGGER_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const outcome = await deleteTag(caller.payload, caller.person, idField(form, 'tag') ?? 0)
  if (!outcome.ok) return { status: 'error', message: outcome.message }
  // The tag's page is gone with it: the list says what was done, in fixed words (an address is anyone's to write).
  redirect(`${caller.payload.config.routes.admin}/${TAGGER_TOOL.name}?deleted=1`)
}

export async function tagEventsAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(TAGGER_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const events = form
    .getAll('events')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  const change = text(form, 'change') === 'remove' ? 'remove' : 'add'
  const outcome = await tagEvents(caller.payload, caller.person, {
    tag: idField(form, 'tag') ?? 0,
    events,
    change,
  })
  if (!outcome.ok) return { status: 'error', message: outcome.message, fieldErrors: outcome.fieldErrors }
  refresh()
  const count = outcome.value
  return {
    status: 'done',
    message: `${count} event${count === 1 ? '' : 's'} ${change === 'add' ? 'tagged' : 'untagged'}.`,
  }
}

/** `addevent`: the same fields as members' form, read the same way, published at once. */
export async function addEventAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const values = valuesOf(form)
  const fields = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value ?? '']))
  const caller = await toolCaller(ADD_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const { TIMEZONE } = config()
  const { input, fieldErrors } = eventInputFrom(
    { ...values, allDay: text(form, 'allDay') === 'yes' ? 'on' : '' },
    { timeZone: TIMEZONE, today: organisationDate(new Date(), TIMEZONE) },
  )
  if (Object.keys(fieldErrors).length > 0) {
    return { status: 'error', message: 'Some fields need your attention.', fields, fieldErrors }
  }
  const picture = await pictureFromForm(caller.payload, caller.person, form)
  if (!picture.ok)
    return { status: 'error', message: 'Some fields need your attention.', fields, fieldErrors: picture.fieldErrors }
  if (picture.id !== null) input.picture = picture.id
  const outcome = await addEventAsStaff(caller.payload, caller.person, input)
  if (!outcome.ok) {
    const errors = Object.fromEntries(
      Object.entries(outcome.fieldErrors ?? {}).map(([path, message]) => [
        path === 'venue.name' ? 'venueName' : path,
        message,
      ]),
    )
    return { status: 'error', message: outcome.message, fields, fieldErrors: errors }
  }
  redirect(
    `${caller.payload.config.routes.admin}/${ADD_TOOL.name}?${new URLSearchParams({ added: outcome.value.slug ?? '' })}`,
  )
}

export async function checkInAction(_previous: ActionState, form: FormData): Promise<ActionState> {
  const caller = await toolCaller(CHECK_IN_TOOL)
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const startsAt = parseDateParam(text(form, 'date'))
  const event = idField(form, 'event')
  if (!event || !startsAt) return { status: 'error', message: 'Choose the event’s date first, from the list of dates.' }
  const { TIMEZONE } = config()
  const answer = await checkIn(
    caller.payload,
    caller.person,
    { event, startsAt, code: text(form, 'code') },
    (instant) => whenAtDoor(instant, TIMEZONE),
  )
  if (!answer.ok) return { status: 'error', message: answer.message }
  refresh()
  const who = answer.place.name?.trim() || answer.place.email
  return { status: 'done', message: `Welcome, ${who}: ${placeLabel(answer.place)}.` }
}
