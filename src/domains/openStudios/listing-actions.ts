'use server'

import { refresh } from 'next/cache'

import { type ActionState, idField, text } from '@/platform/forms'
import { requestPerson } from '@/platform/payload'

import { listingFor, saveListing, writeRefusal } from './services/listings'
import { seasonById } from './services/seasons'

/**
 * The artist's listing form (decision 052): save a draft or submit it for
 * review, with a picture chosen or uploaded. Works as a plain form post.
 */

export type ListingFormState = ActionState<'description' | 'directions' | 'hours' | 'image' | 'upload' | 'alt'>

/** The most a picture may weigh through this form: a server action's body limit (Next's default, 1 MB). */
const UPLOAD_MAX_BYTES = 1024 * 1024 - 16 * 1024

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
    if (upload.size > UPLOAD_MAX_BYTES) {
      return {
        status: 'error',
        fields,
        fieldErrors: {
          upload: 'This file is over 1 MB: add it to an artwork from your dashboard, then choose it here.',
        },
      }
    }
    try {
      const made = await payload.create({
        collection: 'images',
        data: { alt },
        file: {
          data: Buffer.from(await upload.arrayBuffer()),
          mimetype: upload.type,
          name: upload.name,
          size: upload.size,
        },
        user: person,
        overrideAccess: false,
      })
      image = made.id
      fields.image = String(made.id)
      fields.alt = ''
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'The picture could not be stored.'
      return {
        status: 'error',
        fields,
        fieldErrors: { upload: /not allowed|forbidden/i.test(message) ? 'Only artists upload pictures.' : message },
      }
    }
  }

  const saved = await saveListing(payload, person, row.id, { ...fields, image }, intent, now)
  if (!saved.ok) return { status: 'error', message: saved.message, fieldErrors: saved.fieldErrors, fields }
  refresh()
  return {
    status: 'done',
    message: intent === 'submit' ? 'Submitted for review: staff will approve it or ask for changes.' : 'Draft saved.',
  }
}
