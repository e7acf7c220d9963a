import type { Payload } from 'payload'

import type { User } from '@/payload-types'

/** The most a picture may weigh through a server action's form: its body limit (Next's default, 1 MB), less the other fields. */
export const FORM_PICTURE_MAX_BYTES = 1024 * 1024 - 64 * 1024

/**
 * A picture sent with a form (an event's, a perk's, a guide listing's), added
 * to the image library as the person who sent it, so the collection's access,
 * type check and alt-text rule apply as for any upload.
 */
export async function storeFormPicture(
  payload: Payload,
  person: User,
  upload: File,
  alt: string,
): Promise<{ ok: true; id: number } | { ok: false; message: string }> {
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
    return { ok: true, id: made.id }
  } catch (error) {
    return {
      ok: false,
      message: error instanceof Error && error.message ? error.message : 'The picture could not be stored.',
    }
  }
}

/**
 * The picture a form sent in its `upload` field with its alt text in `alt`,
 * stored as `storeFormPicture` does: null when none was chosen, else its id,
 * or the refusal in words beside the field it concerns.
 */
export async function pictureFromForm(
  payload: Payload,
  person: User,
  form: FormData,
): Promise<{ ok: true; id: number | null } | { ok: false; fieldErrors: { upload?: string; alt?: string } }> {
  const upload = form.get('upload')
  if (!(upload instanceof File) || upload.size === 0) return { ok: true, id: null }
  const alt = String(form.get('alt') ?? '').trim()
  if (!alt) return { ok: false, fieldErrors: { alt: 'Say what the picture shows, for people who cannot see it.' } }
  if (upload.size > FORM_PICTURE_MAX_BYTES) {
    return { ok: false, fieldErrors: { upload: 'This file is over 1 MB: choose a smaller picture.' } }
  }
  const stored = await storeFormPicture(payload, person, upload, alt)
  return stored.ok ? stored : { ok: false, fieldErrors: { upload: stored.message } }
}
