import { BLOCK_KINDS, BLOCK_LABELS, type BlockKind, type MailingBlock } from './content'

export type BlockFormField = 'kind' | 'words' | 'title' | 'link'

/** What each kind of block takes from the one "add a block" form, and what each field means for it. */
export const BLOCK_FORM: Record<BlockKind, Partial<Record<Exclude<BlockFormField, 'kind'>, string>>> = {
  heading: { words: 'the heading' },
  text: { words: 'the text (a blank line between paragraphs)' },
  button: { title: 'the button’s words', link: 'where it goes' },
  picture: { link: 'the picture’s address', words: 'what it shows, for those who cannot see it' },
  artistCard: { title: 'the artist’s name', link: 'their page', words: 'a line about them' },
  eventCard: { title: 'the event’s name', link: 'its page', words: 'when and where' },
}

/** A block from the form's four fields, or why not (each field's problem). */
export function blockFromForm(values: Record<BlockFormField, string>):
  | { ok: true; block: MailingBlock }
  | {
      ok: false
      problem: string
      fields: Record<BlockFormField, string>
      errors: Partial<Record<BlockFormField, string>>
    } {
  const refuse = (errors: Partial<Record<BlockFormField, string>>) => ({
    ok: false as const,
    problem: 'Please check the block.',
    fields: values,
    errors,
  })
  if (!(BLOCK_KINDS as readonly string[]).includes(values.kind)) return refuse({ kind: 'Choose a kind of block.' })
  const kind = values.kind as BlockKind
  const errors: Partial<Record<BlockFormField, string>> = {}
  for (const [field, meaning] of Object.entries(BLOCK_FORM[kind]) as [Exclude<BlockFormField, 'kind'>, string][]) {
    const value = values[field].trim()
    if (!value) errors[field] = `A ${BLOCK_LABELS[kind].toLowerCase()} needs ${meaning}.`
    else if (value.length > 5_000) errors[field] = 'At most 5,000 characters.'
    else if (field === 'link' && !/^https?:\/\/[^\s]+$/.test(value))
      errors[field] = 'A web address starting with https://'
  }
  if (Object.keys(errors).length) return refuse(errors)
  const words = values.words.trim()
  const title = values.title.trim()
  const url = values.link.trim()
  const block: MailingBlock = {
    heading: { kind: 'heading' as const, text: words },
    text: { kind: 'text' as const, text: values.words.replace(/\r\n?/g, '\n').trim() },
    button: { kind: 'button' as const, label: title, url },
    picture: { kind: 'picture' as const, url, alt: words },
    artistCard: { kind: 'artistCard' as const, name: title, url, words },
    eventCard: { kind: 'eventCard' as const, title, when: words, url },
  }[kind]
  return { ok: true, block }
}
