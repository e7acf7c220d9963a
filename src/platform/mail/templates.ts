import Mustache from 'mustache'

import { escapeHtml } from './escape'

export { escapeHtml }

/**
 * The one template engine for mail, whether written in code (accounts, artists)
 * or edited by staff (comms, decision 046): Mustache, with only what a mail
 * needs. `{{gift.amount}}` puts a value in, HTML-escaped in the html part and
 * as it is in the subject and the text; `{{#x}}…{{/x}}` (`{{^x}}…{{/x}}`) shows
 * its words only when `x` is (is not) a value that is not empty; `{{! note }}`
 * is a comment. Nothing else: no unescaped values, no partials, no other
 * delimiters, so the data can never add markup; a name that is not one
 * (`{{first name}}`) is refused rather than sent literally or left blank.
 */

export type TemplatePart = 'subject' | 'html' | 'text'
/** `name` says which mail, in errors; a mail made in code has one, staff's words need none. */
export type MailTemplate = { name?: string } & Record<TemplatePart, string>
export type RenderedMail = Record<TemplatePart, string>
/** The values a template is filled with, nested as its fields are named (`gift.amount`). */
export type MergeData = { readonly [name: string]: MergeValue }
export type MergeValue = string | number | boolean | null | undefined | MergeData

export const TEMPLATE_PARTS: readonly TemplatePart[] = ['subject', 'html', 'text']
export const PART_LABELS: Record<TemplatePart, string> = { subject: 'subject', html: 'HTML', text: 'text version' }

type Token = [type: string, value: string, start: number, end: number, children?: Token[]]
type Read = { tokens: Token[]; fields: string[] }

// Staff's words change with every preview: parsing is cheap, a cache of every version typed would only grow.
Mustache.templateCache = undefined

const NAME = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/

const REFUSED_TAGS: Record<string, string> = {
  '&': 'values are always escaped: write {{name}}, not {{{name}}} or {{&name}}',
  '>': 'there are no partials ({{>name}})',
  '=': 'the delimiters cannot be changed ({{=…=}})',
}

/**
 * One part of a template read: the merge fields it names (values and
 * sections), each once, in the order they first appear; or what is wrong with
 * it, as the end of a sentence about the part ("is not a valid template:
 * Unclosed tag at 25").
 */
export function readPart(source: string): { fields: string[] } | { problem: string } {
  const read = tokensOf(source)
  return 'problem' in read ? read : { fields: read.fields }
}

function tokensOf(source: string): Read | { problem: string } {
  let tokens: Token[]
  try {
    tokens = Mustache.parse(source) as unknown as Token[]
  } catch (error) {
    return { problem: `is not a valid template: ${error instanceof Error ? error.message : String(error)}` }
  }
  const fields = new Set<string>()
  const refused = new Set<string>()
  const malformed = new Set<string>()
  const walk = (list: readonly Token[]) => {
    for (const [type, value, , , children] of list) {
      if (REFUSED_TAGS[type]) refused.add(REFUSED_TAGS[type])
      else if (type === 'name' || type === '#' || type === '^') (NAME.test(value) ? fields : malformed).add(value)
      if (children) walk(children)
    }
  }
  walk(tokens)
  if (refused.size) return { problem: `cannot be used: ${[...refused].join('; ')}` }
  if (malformed.size) {
    const list = [...malformed].map((name) => `{{${name}}}`).join(', ')
    return {
      problem: `is not a valid template: ${list} is not a merge field (letters, digits and _, as {{gift.amount}})`,
    }
  }
  return { tokens, fields: [...fields] }
}

/** The merge fields a template uses, each once, in the order they first appear; throws if a part is not a template. */
export function listFields(template: MailTemplate): string[] {
  return [...new Set(TEMPLATE_PARTS.flatMap((part) => partOf(template, part).fields))]
}

function partOf(template: MailTemplate, part: TemplatePart): Read {
  const read = tokensOf(template[part])
  if ('problem' in read) throw new Error(`The ${PART_LABELS[part]} of ${mailName(template)} ${read.problem}`)
  return read
}

function mailName(template: MailTemplate): string {
  return template.name ? `the mail "${template.name}"` : 'the mail'
}

/**
 * Fills a template. A field it names that the data lacks (undefined, or null
 * where a value goes in; a section's may be null or empty, and then hides its
 * words) throws, naming it, so nothing half-filled reaches a person; a part
 * that is not a template throws too. Names are read from the top of the data,
 * own properties only (`{{constructor}}` is missing, not a function's source).
 */
export function renderTemplate(template: MailTemplate, data: MergeData): RenderedMail {
  return compileTemplate(template)(data)
}

/**
 * A template read once, to fill many times (a group mail: one template, thousands
 * of recipients), with what `renderTemplate` gives; a part that is not a
 * template throws here, a missing field at each fill.
 */
export function compileTemplate(template: MailTemplate): (data: MergeData) => RenderedMail {
  const parts = Object.fromEntries(TEMPLATE_PARTS.map((part) => [part, partOf(template, part).tokens])) as Record<
    TemplatePart,
    Token[]
  >
  const writer = new Mustache.Writer()
  return (data) => {
    const missing = new Set<string>()
    for (const part of TEMPLATE_PARTS) collectMissing(parts[part], data, missing)
    if (missing.size) {
      const noun = missing.size === 1 ? 'field' : 'fields'
      const list = [...missing].map((name) => `{{${name}}}`).join(', ')
      throw new Error(`${capitalise(mailName(template))} needs the merge ${noun} ${list}, which it was not given.`)
    }
    const context = new Mustache.Context(data)
    const fill = (part: TemplatePart, escape: (value: string) => string) =>
      writer.renderTokens(parts[part] as unknown as string[][], context, {}, template[part], {
        escape: (value: unknown) => escape(String(value)),
      })
    return { subject: fill('subject', asIs), html: fill('html', escapeHtml), text: fill('text', asIs) }
  }
}

const asIs = (value: string) => value
const capitalise = (words: string) => words[0].toUpperCase() + words.slice(1)

function collectMissing(tokens: readonly Token[], data: MergeData, into: Set<string>): void {
  for (const [type, name, , , children] of tokens) {
    if (type === 'name' || type === '#' || type === '^') {
      const value = valueAt(data, name)
      if (value === undefined || (type === 'name' && value === null)) into.add(name)
    }
    if (children) collectMissing(children, data, into)
  }
}

/** The value at a dotted name, from the top of the data. */
function valueAt(data: MergeData, name: string): MergeValue {
  let value: MergeValue = data
  for (const key of name.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined
    value = value[key]
  }
  return value
}

/**
 * Wraps an html body in the site's email layout: inline styles only (mail clients
 * drop style sheets), `lang` for screen readers, presentation tables for old clients.
 */
export function layout(html: string, site: { organisationName: string; publicUrl: string }): string {
  const url = new URL(site.publicUrl)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Mail layout needs an http(s) public URL, not ${url.protocol}`)
  }
  const name = escapeLayoutValue(site.organisationName)
  const href = escapeLayoutValue(url.toString())
  const font = "font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif"
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f4f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:#f4f4f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background-color:#ffffff;">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e4e4e7;">
<h1 style="margin:0;${font};font-size:22px;line-height:1.3;color:#18181b;">${name}</h1>
</td></tr>
<tr><td style="padding:24px 32px;${font};font-size:16px;line-height:1.5;color:#18181b;">
${html}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e4e4e7;${font};font-size:14px;line-height:1.5;color:#52525b;">
<a href="${href}" style="color:#1d4ed8;">${href}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`
}

/** Braces too, so a layout applied before rendering cannot turn the organisation's name into a merge field. */
function escapeLayoutValue(value: string): string {
  return escapeHtml(value).replaceAll('{', '&#123;').replaceAll('}', '&#125;')
}
