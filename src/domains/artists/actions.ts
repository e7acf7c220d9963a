'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import type { Payload } from 'payload'

import { text, type ActionState } from '@/platform/forms'

import { hasRole } from '@/domains/accounts'
import type { User } from '@/payload-types'
import { FORM_PICTURE_MAX_BYTES, storeFormPicture } from '@/domains/media'

import { imageChoice, ownArtwork } from './services/dashboard'
import {
  artworkInputFrom,
  choiceField,
  linkErrorsToRows,
  PORTRAIT,
  PORTRAIT_ALT,
  PORTRAIT_FILE,
  profileInputFrom,
  valuesOf,
  type FormValues,
} from './services/dashboard-forms'
import { altTextProblem } from './services/image-upload'
import type { Refusal } from './services/outcomes'
import {
  ownProfile,
  removeOwnArtwork,
  saveOwnArtwork,
  saveOwnProfile,
  submitProfileForVerification,
} from './services/own-work'
import { requestPerson } from '@/platform/payload'

/**
 * The artist's dashboard forms (decision 026). Each action finds out who is
 * asking, refuses anyone who is not an artist in words, and goes through the
 * own-work services, whose Payload calls apply the collections' rules
 * (decision 024). Refusals come back as messages, never as a failed page.
 */

export type EditorState = Omit<ActionState, 'fields'> & {
  /** What was posted, to fill the form again. */
  values?: FormValues
  /** Changes with every answer, so the form is drawn again from it. */
  round: number
}

const NOT_SIGNED_IN = 'Your session has ended. Sign in again, then save your changes.'
const NOT_AN_ARTIST = 'Only artists have a profile and artworks here. See your dashboard for how to become one.'
const CHECK_FIELDS = 'Some fields need your attention: see the messages beside them.'

async function artist(): Promise<{ payload: Payload; person: User } | { refusal: string }> {
  const { payload, person: user } = await requestPerson()
  if (!user) return { refusal: NOT_SIGNED_IN }
  if (!hasRole(user, 'artist')) return { refusal: NOT_AN_ARTIST }
  return { payload, person: user }
}

function refused(previous: EditorState, values: FormValues, message: string, fieldErrors?: Record<string, string>) {
  return { status: 'error', message, fieldErrors, values, round: previous.round + 1 } satisfies EditorState
}

function fromRefusal(
  previous: EditorState,
  values: FormValues,
  refusal: Refusal,
  mapErrors = (e: Record<string, string>) => e,
) {
  const fieldErrors = mapErrors(refusal.fieldErrors ?? {})
  const message = refusal.problem === 'invalid' && Object.keys(fieldErrors).length > 0 ? CHECK_FIELDS : refusal.message
  return refused(previous, values, message, fieldErrors)
}

/** Saves the profile as a draft, or (`intent=submit`) saves it and submits it for verification. */
export async function saveProfile(previous: EditorState, form: FormData): Promise<EditorState> {
  const values = valuesOf(form)
  const who = await artist()
  if ('refusal' in who) return refused(previous, values, who.refusal)
  const { payload, person } = who
  const { input, linkRows } = profileInputFrom(form)
  const existing = await ownProfile(payload, person)
  // The map position is set by staff's mapping tool; the artist's form leaves it as it is.
  input.studio = { ...input.studio, latitude: existing?.studio?.latitude, longitude: existing?.studio?.longitude }
  const toRows = (errors: Record<string, string>) => linkErrorsToRows(errors, linkRows)

  // A portrait chosen with the form (the browser without JavaScript sends the file itself) is stored or refused, never dropped.
  const upload = form.get(PORTRAIT_FILE)
  if (upload instanceof File && upload.size > 0) {
    const alt = text(form, PORTRAIT_ALT).trim()
    const missing = altTextProblem('your portrait', alt)
    if (missing) return refused(previous, values, `Nothing was saved yet. ${missing}`, { [PORTRAIT_ALT]: missing })
    if (upload.size > FORM_PICTURE_MAX_BYTES) {
      const tooLarge = 'This picture is over 1 MB: choose a smaller one, or turn JavaScript on to send up to 50 MB.'
      return refused(previous, values, `Nothing was saved yet. ${tooLarge}`, { [PORTRAIT]: tooLarge })
    }
    const stored = await storeFormPicture(payload, person, upload, alt)
    if (!stored.ok)
      return refused(previous, values, `Nothing was saved yet. ${stored.message}`, { [PORTRAIT]: stored.message })
    input.portrait = stored.id
    // The stored picture stays chosen in the form, so a refusal below does not lose it.
    const image = await payload.findByID({ collection: 'images', id: stored.id, depth: 0, overrideAccess: true })
    values[PORTRAIT] = [String(stored.id)]
    values[choiceField(PORTRAIT)] = ['', JSON.stringify(imageChoice(image))]
  }

  const saved = await saveOwnProfile(payload, person, input)
  if (!saved.ok) return fromRefusal(previous, values, saved, toRows)
  if (form.get('intent') !== 'submit') {
    refresh()
    return {
      status: 'done',
      message: 'Draft saved. Nobody else sees it until you submit it and staff approve it.',
      values,
      round: previous.round + 1,
    }
  }
  const submitted = await submitProfileForVerification(payload, person, saved.value.id)
  refresh()
  if (!submitted.ok) {
    const answer = fromRefusal(previous, values, submitted, toRows)
    return { ...answer, message: `Your draft is saved, but it could not be submitted yet. ${answer.message}` }
  }
  return {
    status: 'done',
    message: 'Submitted for verification. Staff will look at it and you will hear from us.',
    values,
    round: previous.round + 1,
  }
}

/** Adds an artwork (then opens it) or saves the one whose `id` the form carries. */
export async function saveArtwork(previous: EditorState, form: FormData): Promise<EditorState> {
  const values = valuesOf(form)
  const who = await artist()
  if ('refusal' in who) return refused(previous, values, who.refusal)
  const { payload, person } = who
  const id = form.get('id') ? Number(form.get('id')) : undefined
  const profile = await ownProfile(payload, person)
  if (!profile) return refused(previous, values, 'Save your profile first: artworks are shown on it.')
  const existing = id === undefined ? null : await ownArtwork(payload, person, id)
  if (id !== undefined && !existing) return refused(previous, values, 'There is no such artwork of yours.')

  const { input, fieldErrors } = artworkInputFrom(form)
  if (Object.keys(fieldErrors).length > 0) return refused(previous, values, CHECK_FIELDS, fieldErrors)
  const saved = await saveOwnArtwork(payload, person, { id, profileId: profile.id, data: input })
  if (!saved.ok) return fromRefusal(previous, values, saved)
  if (id === undefined) redirect(`/dashboard/artworks/${saved.value.id}?added=1`)
  refresh()
  return { status: 'done', message: `“${saved.value.title}” saved.`, values, round: previous.round + 1 }
}

/** Deletes an artwork once the artist has ticked the confirmation. */
export async function deleteArtwork(previous: EditorState, form: FormData): Promise<EditorState> {
  const values = valuesOf(form)
  const who = await artist()
  if ('refusal' in who) return refused(previous, values, who.refusal)
  const { payload, person } = who
  if (form.get('confirm') !== 'yes') {
    return refused(previous, values, CHECK_FIELDS, {
      confirm: 'Tick the box to confirm: a deleted artwork cannot be brought back.',
    })
  }
  const existing = await ownArtwork(payload, person, Number(form.get('id')))
  if (!existing) return refused(previous, values, 'There is no such artwork of yours.')
  const removed = await removeOwnArtwork(payload, person, existing.id)
  if (!removed.ok) return fromRefusal(previous, values, removed)
  redirect(`/dashboard/artworks?deleted=${encodeURIComponent(existing.title)}`)
}
