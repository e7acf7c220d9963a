'use server'

import { refresh } from 'next/cache'

import { type ActionState, idField, text } from '@/platform/forms'
import { FORM_PICTURE_MAX_BYTES, storeFormPicture } from '@/domains/media'
import { requestPerson } from '@/platform/payload'

import { listingFor, saveListing, writeRefusal } from './services/listings'
import { seasonById } from './services/seasons'

/**
 * The artist's listing form (decision 052): save a draft or submit it for
 * review, with a picture chosen or uploaded. Works as a plain form post.
 */

export type ListingFormState = ActionState<'description' | 'directions' | 'hours' | 'image' | 'upload' | 'alt'>

export async function saveListingAction(_previous: ListingFormState, form: FormData): Promise<ListingFormState> {
  const fields = {
    description: text(form, 'description'),
    directions: text(form, 'directions'),
    hours: text(form, 'hours'),
    image: text(form, 'image'),
    alt: text(form, 'alt'),
  }
  const intent = text(form, 'intent') === 'submit' ? 'submit' : 'draft'
  const { payload, person } = await requestPerson()
  if (!person) return { status: 'error', message: 'Your session has ended: sign in again.', fields }
  const now = new Date()
  const row = await listingFor(payload, person, idField(form, 'listing') ?? 0)
  if (!row || row.artist !== Number(person.id))
    return { status: 'error', message: 'There is no such listing of yours.' }

  let image = idField(form, 'image') ?? null
  const upload = form.get('upload')
  if (upload instanceof File && upload.size > 0) {
    const season = await seasonById(payload, row.season)
    const refusal = season ? writeRefusal(row, season, now) : 'The listing’s season is gone.'
    if (refusal) return { status: 'error', message: refusal, fields }
    const alt = fields.alt.trim()
    if (!alt) {
      return {
        status: 'error',
        fields,
        fieldErrors: { alt: 'Say what the new picture shows, for people who cannot see it.' },
      }
    }
    if (upload.size > FORM_PICTURE_MAX_BYTES) {
      return {
        status: 'error',
        fields,
        fieldErrors: {
          upload: 'This file is over 1 MB: add it to an artwork from your dashboard, then choose it here.',
        },
      }
    }
    const stored = await storeFormPicture(payload, person, upload, alt)
    if (!stored.ok) {
      return {
        status: 'error',
        fields,
        fieldErrors: {
          upload: /not allowed|forbidden/i.test(stored.message) ? 'Only artists upload pictures.' : stored.message,
        },
      }
    }
    image = stored.id
    fields.image = String(stored.id)
    fields.alt = ''
  }

  const saved = await saveListing(payload, person, row.id, { ...fields, image }, intent, now)
  if (!saved.ok) return { status: 'error', message: saved.message, fieldErrors: saved.fieldErrors, fields }
  refresh()
  return {
    status: 'done',
    message: intent === 'submit' ? 'Submitted for review: staff will approve it or ask for changes.' : 'Draft saved.',
  }
}
