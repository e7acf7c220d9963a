'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { config } from '@/platform/config'
import { organisationDate } from '@/platform/calendar'
import { type ActionState, idField, text } from '@/platform/forms'
import { FORM_PICTURE_MAX_BYTES, storeFormPicture } from '@/domains/media'
import { requestPerson } from '@/platform/payload'
import { sharedRateLimiter } from '@/platform/rate-limit'

import { isPartner } from './access'
import { PERK_SAVES, savePartnerPerk, withdrawPartnerPerk } from './services/own-perks'
import { parsePerkForm, type PerkForm } from './services/rules'

/**
 * The partner's perk form (decision 062): save a draft or submit it for
 * review, with a picture chosen or uploaded through the images collection.
 * Works as a plain form post; refusals come back beside their field.
 */

export type PerkFormState = ActionState<keyof PerkForm | 'picture' | 'upload' | 'alt'>

const FIELDS = [
  'businessName',
  'title',
  'description',
  'discount',
  'redemption',
  'code',
  'eligibility',
  'validFrom',
  'validUntil',
] as const

export async function savePerkAction(_previous: PerkFormState, form: FormData): Promise<PerkFormState> {
  const fields: Record<string, string> = Object.fromEntries(FIELDS.map((name) => [name, text(form, name)]))
  fields.picture = text(form, 'picture')
  fields.alt = text(form, 'alt')
  const submit = text(form, 'intent') === 'submit'
  const { payload, person } = await requestPerson()
  if (!person) return { status: 'error', message: 'Your session has ended: sign in again, then save.', fields }
  if (!isPartner(person)) {
    return { status: 'error', message: 'Only partner businesses propose perks. See /addperks for how to become one.' }
  }
  const verdict = await sharedRateLimiter(payload, PERK_SAVES).consume(`person:${person.id}`)
  if (!verdict.allowed) {
    const minutes = Math.ceil(verdict.retryAfterMs / 60_000)
    return {
      status: 'error',
      message: `You have saved many times in a short while: try again in ${minutes} minutes.`,
      fields,
    }
  }
  const parsed = parsePerkForm(fields as PerkForm, organisationDate(new Date(), config().TIMEZONE))
  if (!parsed.ok) {
    return {
      status: 'error',
      message: 'Some fields need your attention: see the messages beside them.',
      fields,
      fieldErrors: parsed.errors,
    }
  }

  let picture = idField(form, 'picture') ?? null
  const upload = form.get('upload')
  if (upload instanceof File && upload.size > 0) {
    const alt = fields.alt!.trim()
    if (!alt) {
      return {
        status: 'error',
        fields,
        fieldErrors: { alt: 'Say what the picture shows, for people who cannot see it.' },
      }
    }
    if (upload.size > FORM_PICTURE_MAX_BYTES) {
      return {
        status: 'error',
        fields,
        fieldErrors: { upload: 'This file is over 1 MB: make it smaller and try again.' },
      }
    }
    const stored = await storeFormPicture(payload, person, upload, alt)
    if (!stored.ok) return { status: 'error', fields, fieldErrors: { upload: stored.message } }
    picture = stored.id
    fields.picture = String(stored.id)
    fields.alt = ''
  }

  const id = text(form, 'id') ? idField(form, 'id') : undefined
  if (text(form, 'id') && !id) return { status: 'error', message: 'There is no such perk of yours.', fields }
  const saved = await savePartnerPerk(payload, person, { id, input: parsed.value, picture, submit })
  if (!saved.ok) return { status: 'error', message: saved.message, fieldErrors: saved.fieldErrors, fields }
  if (id === undefined) redirect(`/editperks/${saved.perk.id}?saved=${submit ? 'submitted' : 'draft'}`)
  refresh()
  return {
    status: 'done',
    message: submit
      ? 'Submitted for review: staff will approve it or tell you what to change. Until then members see the version approved before, if any.'
      : 'Draft saved. Members see nothing of it until you submit it and staff approve it.',
  }
}

/** `/editperks/{id}`'s "Withdraw this perk": a plain form post, answered by the perk's page. */
export async function withdrawPerkAction(form: FormData): Promise<void> {
  const { payload, person } = await requestPerson()
  const id = idField(form, 'id')
  if (!person) redirect(`/login?next=${encodeURIComponent(`/editperks/${id ?? ''}`)}`)
  if (!id || !isPartner(person)) redirect('/editperks')
  const answer = await withdrawPartnerPerk(payload, person, id)
  redirect(`/editperks/${id}?saved=${answer.ok ? 'withdrawn' : 'not-withdrawn'}`)
}
