import Mustache from 'mustache'

import { escapeHtml, layout, type RenderedMail } from '@/platform/mail'

/**
 * Editable mail templates (decision 046), written with Mustache: `{{gift.amount}}`
 * puts a value in, escaped in the html part and as it is in the subject and the
 * text; `{{#gift.dedication}}…{{/gift.dedication}}` shows its words only when the
 * value is not empty. Nothing else: no unescaped values, no partials, no other
 * delimiters, so a template can name only the fields its definition offers and
 * the data can never add markup.
 */

export type TemplateWords = { subject: string; html: string; text: string }
export type TemplatePart = keyof TemplateWords
/** The values a template is filled with, nested as its fields are named (`gift.amount`). */
export type TemplateContext = { readonly [name: string]: TemplateValue }
export type TemplateValue = string | number | boolean | null | undefined | TemplateContext

export const TEMPLATE_PARTS: readonly TemplatePart[] = ['subject', 'html', 'text']
export const PART_LABELS: Record<TemplatePart, string> = { subject: 'subject', html: 'HTML', text: 'text version' }
/** The longest each part may be, in characters (the collection's `maxLength` too). */
export const PART_MAX_LENGTH: Record<TemplatePart, number> = { subject: 300, html: 20_000, text: 20_000 }

type Token = [type: string, value: string, start: number, end: number, children?: Token[]]

/** The tokens of a template, or the reason it is not one, in words (never a thrown error). */
function parse(source: string): { tokens: Token[] } | { problem: string } {
  try {
    return { tokens: Mustache.parse(source) as unknown as Token[] }
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) }
  }
}

/** Each merge field a template names (variables and sections), once, in the order they first appear. */
function namesIn(tokens: readonly Token[], into = new Set<string>()): Set<string> {
  for (const [type, value, , , children] of tokens) {
    if (type === 'name' || type === '#' || type === '^') into.add(value)
    if (children) namesIn(children, into)
  }
  return into
}

const REFUSED_TAGS: Record<string, string> = {
  '&': 'values are always escaped: write {{name}}, not {{{name}}} or {{&name}}',
  '>': 'there are no partials ({{>name}})',
  '=': 'the delimiters cannot be changed ({{=…=}})',
}

function refusedTags(tokens: readonly Token[], into = new Set<string>()): Set<string> {
  for (const [type, , , , children] of tokens) {
    if (REFUSED_TAGS[type]) into.add(REFUSED_TAGS[type])
    if (children) refusedTags(children, into)
  }
  return into
}

/**
 * Why one part of a template cannot be saved, in words naming the problem, or
 * null: its syntax (an unclosed section or tag), a tag this system does not
 * allow, or a merge field the template's definition does not offer.
 */
export function partProblem(part: TemplatePart, source: string, offered: readonly string[]): string | null {
  const parsed = parse(source)
  const where = `The ${PART_LABELS[part]}`
  if ('problem' in parsed) return `${where} is not a valid template: ${parsed.problem}.`
  const refused = [...refusedTags(parsed.tokens)]
  if (refused.length) return `${where} cannot be saved: ${refused.join('; ')}.`
  const known = new Set(offered)
  const unknown = [...namesIn(parsed.tokens)].filter((name) => !known.has(name))
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
        ? `The ${PART_LABELS[part]} is longer than ${PART_MAX_LENGTH[part].toLocaleString('en-US')} characters.`
        : partProblem(part, words[part], offered)
    if (problem) problems[part] = problem
  }
  return problems
}

/** The value at a dotted name, as Mustache finds it from the top of the context. */
function valueAt(context: TemplateContext, name: string): TemplateValue {
  let value: TemplateValue = context
  for (const key of name.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined
    value = value[key]
  }
  return value
}

const asIs = (value: string) => value

/**
 * Fills a template: `{ subject, html, text }`, the html part a body for the
 * site's layout (see `templateMail`). A field the template names that the
 * context lacks (undefined or null in a variable, undefined in a section)
 * throws, naming it, so no mail goes out with a blank where a name should be;
 * a template that is not one (saved before this check, or never saved) throws
 * too. The subject is one line.
 */
export function renderTemplate(words: TemplateWords, context: TemplateContext): RenderedMail {
  const missing = new Set<string>()
  for (const part of TEMPLATE_PARTS) {
    const parsed = parse(words[part])
    if ('problem' in parsed)
      throw new Error(`The mail's ${PART_LABELS[part]} is not a valid template: ${parsed.problem}`)
    const refused = [...refusedTags(parsed.tokens)]
    if (refused.length) throw new Error(`The mail's ${PART_LABELS[part]} cannot be used: ${refused.join('; ')}`)
    collectMissing(parsed.tokens, context, missing)
  }
  if (missing.size) {
    const noun = missing.size === 1 ? 'field' : 'fields'
    throw new Error(
      `The mail needs the merge ${noun} ${[...missing].map((name) => `{{${name}}}`).join(', ')}, which it was not given.`,
    )
  }
  const fill = (source: string, escape: (value: string) => string) => Mustache.render(source, context, {}, { escape })
  return {
    subject: fill(words.subject, asIs).replace(/\s+/g, ' ').trim(),
    html: fill(words.html, escapeHtml),
    text: `${fill(words.text, asIs).replace(/\r\n?/g, '\n').trim()}\n`,
  }
}

function collectMissing(tokens: readonly Token[], context: TemplateContext, into: Set<string>): void {
  for (const [type, name, , , children] of tokens) {
    const value = type === 'name' || type === '#' || type === '^' ? valueAt(context, name) : ''
    if (value === undefined || (type === 'name' && value === null)) into.add(name)
    if (children) collectMissing(children, context, into)
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
