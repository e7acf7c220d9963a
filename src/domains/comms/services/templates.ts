import {
  layout,
  PART_LABELS,
  readPart,
  renderTemplate as fill,
  TEMPLATE_PARTS,
  type MergeData,
  type MergeValue,
  type RenderedMail,
  type TemplatePart,
} from '@/platform/mail'

/**
 * Editable mail templates (decision 046): what is about words staff write, on
 * top of the platform's one template engine (`@/platform/mail`, Mustache with
 * escaped values, sections, no partials): a part checked against the merge
 * fields its definition offers and its length, and the filled words tidied and
 * put in the site's layout.
 */

export type TemplateWords = Record<TemplatePart, string>
export type { TemplatePart }
/** The values a template is filled with, nested as its fields are named (`gift.amount`). */
export type TemplateContext = MergeData
export type TemplateValue = MergeValue

export { PART_LABELS, TEMPLATE_PARTS }
/** The longest each part may be, in characters (the collection's `maxLength` too). */
export const PART_MAX_LENGTH: Record<TemplatePart, number> = { subject: 300, html: 20_000, text: 20_000 }

/**
 * Why one part of a template cannot be saved, in words naming the problem, or
 * null: its syntax (an unclosed section or tag), a tag the engine does not
 * allow, or a merge field the template's definition does not offer.
 */
export function partProblem(part: TemplatePart, source: string, offered: readonly string[]): string | null {
  const read = readPart(source)
  const where = `The ${PART_LABELS[part]}`
  if ('problem' in read) return `${where} ${read.problem}.`
  const known = new Set(offered)
  const unknown = read.fields.filter((name) => !known.has(name))
  if (!unknown.length) return null
  const noun = unknown.length === 1 ? 'merge field' : 'merge fields'
  const list = unknown.map((name) => `{{${name}}}`).join(', ')
  return `${where} names the unknown ${noun} ${list}: use only ${offered.map((name) => `{{${name}}}`).join(', ')}.`
}

/** The problem of each part of a template, by part; empty when it can be saved. */
export function templateProblems(
  words: TemplateWords,
  offered: readonly string[],
): Partial<Record<TemplatePart, string>> {
  const problems: Partial<Record<TemplatePart, string>> = {}
  for (const part of TEMPLATE_PARTS) {
    const problem = !words[part].trim()
      ? `The ${PART_LABELS[part]} is empty.`
      : words[part].length > PART_MAX_LENGTH[part]
        ? `The ${PART_LABELS[part]} is longer than ${new Intl.NumberFormat('en-US').format(PART_MAX_LENGTH[part])} characters.`
        : partProblem(part, words[part], offered)
    if (problem) problems[part] = problem
  }
  return problems
}

/**
 * Fills staff's words with the platform's engine (a missing field or a broken
 * template throws, naming it), then tidies what a text box leaves: the subject
 * on one line, the text with unix line endings and one final line break. The
 * html part is a body for the site's layout (see `templateMail`).
 */
export function renderTemplate(words: TemplateWords, context: TemplateContext): RenderedMail {
  const mail = fill(words, context)
  return {
    subject: mail.subject.replace(/\s+/g, ' ').trim(),
    html: mail.html,
    text: `${mail.text.replace(/\r\n?/g, '\n').trim()}\n`,
  }
}

/** The mail as it is sent: the filled template, its html in the site's layout. */
export function templateMail(
  words: TemplateWords,
  context: TemplateContext,
  site: { organisationName: string; publicUrl: string },
): RenderedMail {
  const mail = renderTemplate(words, context)
  return { ...mail, html: layout(mail.html, site) }
}
