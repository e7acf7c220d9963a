'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'

import { toolCaller } from '@/domains/accounts'

import { altProblem } from '../services/public-image'
import { MEDIA_TOOLS } from './tools'
import { inUseProblem, whereUsed } from '../services/image-usage'
import { type ActionState, idField, text } from '@/platform/forms'

const IMAGE_LIBRARY_TOOL = MEDIA_TOOLS[0]!

export type ImageFormState = ActionState<'alt' | 'caption' | 'credit'>

const CAPTION_MAX = 2000
const CREDIT_MAX = 300

const imageId = (form: FormData) => {
  return idField(form, 'id')
}

export async function saveImageDetails(_previous: ImageFormState, form: FormData): Promise<ImageFormState> {
  const fields = {
    alt: text(form, 'alt').trim(),
    caption: text(form, 'caption').trim(),
    credit: text(form, 'credit').trim(),
  }
  const caller = await toolCaller(IMAGE_LIBRARY_TOOL, 'Only staff can change the image library.')
  if ('refusal' in caller) return { status: 'error', message: caller.refusal, fields }
  const id = imageId(form)
  if (!id) return { status: 'error', message: 'This image does not exist.', fields }
  const fieldErrors: ImageFormState['fieldErrors'] = {}
  const alt = altProblem(fields.alt)
  if (alt) fieldErrors.alt = alt
  if (fields.caption.length > CAPTION_MAX)
    fieldErrors.caption = `A caption is at most ${CAPTION_MAX} characters (this has ${fields.caption.length}).`
  if (fields.credit.length > CREDIT_MAX)
    fieldErrors.credit = `A credit is at most ${CREDIT_MAX} characters (this has ${fields.credit.length}).`
  if (Object.keys(fieldErrors).length > 0) return { status: 'error', fields, fieldErrors }
  const { payload, person: user } = caller
  const updated = await payload
    .update({
      collection: 'images',
      id,
      data: { alt: fields.alt, caption: fields.caption || null, credit: fields.credit || null },
      user,
      overrideAccess: false,
      depth: 0,
    })
    .catch(() => null)
  if (!updated) return { status: 'error', message: 'This image could not be saved: it may have been deleted.', fields }
  refresh()
  return { status: 'done', message: 'Saved.', fields }
}

export async function deleteImage(_previous: ImageFormState, form: FormData): Promise<ImageFormState> {
  const caller = await toolCaller(IMAGE_LIBRARY_TOOL, 'Only staff can change the image library.')
  if ('refusal' in caller) return { status: 'error', message: caller.refusal }
  const id = imageId(form)
  if (!id) return { status: 'error', message: 'This image does not exist.' }
  if (text(form, 'confirm') !== 'yes') return { status: 'error', message: 'Tick the box to confirm the deletion.' }
  const { payload, person: user } = caller
  // The collection's own hook refuses too (for REST and GraphQL); asking first gives the list in words.
  const problem = inUseProblem(await whereUsed(payload, id))
  if (problem) return { status: 'error', message: problem }
  const deleted = await payload
    .delete({ collection: 'images', id, user, overrideAccess: false })
    .then(() => true)
    .catch((error: unknown) => (error instanceof Error ? error.message : String(error)))
  if (deleted !== true) return { status: 'error', message: `The image was not deleted: ${deleted}` }
  redirect(`${payload.config.routes.admin}/imagelibrary?deleted=${id}`)
}
