export const ALT_MAX_LENGTH = 300

/** Why an alt text cannot be saved, in words for the editor, or undefined when it can. */
export function altProblem(alt: string | null | undefined): string | undefined {
  if (!alt?.trim()) {
    return 'Add alt text: describe what the image shows. An image without alt text cannot appear on a public page.'
  }
  if (alt.length > ALT_MAX_LENGTH) return `Alt text is at most ${ALT_MAX_LENGTH} characters (this has ${alt.length}).`
  return undefined
}

type ImageDoc = { id: number | string; alt?: string | null }

/** Where the warning goes: `payload.logger` in the application. */
type WarningLog = { warn: (details: object, message: string) => void }

/**
 * The image as a public page may show it, or null when it has no alt text:
 * an image without alt text cannot appear on a public page. Validation makes
 * alt required, so a null here means data from before that rule or written
 * around it, which is worth a warning.
 */
export function publicImage<T extends ImageDoc>(doc: T | null | undefined, log: WarningLog): T | null {
  if (!doc) return null
  if (!doc.alt?.trim()) {
    log.warn({ image: doc.id }, 'An image without alt text was left off a public page')
    return null
  }
  return doc
}
