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
