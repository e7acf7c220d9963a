import { escapeHtml, layout, type RenderedMail } from '@/platform/mail'

/**
 * The thank-you mail for a gift (decision 044), made from the words staff
 * keep in the `donor-thank-you` global: a subject and a body of plain text
 * with placeholders in braces, filled with the gift's facts.
 */

export const THANK_YOU_PLACEHOLDERS = ['name', 'amount', 'campaign', 'date', 'dedication'] as const
export type ThankYouPlaceholder = (typeof THANK_YOU_PLACEHOLDERS)[number]
export type ThankYouValues = Record<ThankYouPlaceholder, string>

export const PLACEHOLDER_HINT = THANK_YOU_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')

/** What the mail says until staff change it. */
export const DEFAULT_THANK_YOU = {
  subject: 'Thank you for your gift to {campaign}',
  body: [
    'Dear {name},',
    'Thank you for your gift of {amount} to {campaign}, received on {date}.',
    '{dedication}',
    'Gifts like yours keep our studios open, our exhibitions free and our artists working. We are truly grateful.',
    'With warm thanks,\nEveryone at Vernissage',
  ].join('\n\n'),
}

const BRACES = /\{([^{}]*)\}/g

/** The placeholders in `text` that are not ours, each once, as written (`{nmae}`). */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(THANK_YOU_PLACEHOLDERS)
  const unknown = [...text.matchAll(BRACES)].filter((match) => !known.has(match[1]!)).map((match) => match[0])
  return [...new Set(unknown)]
}

/** Why this text cannot be the template, naming each unknown placeholder, or null. */
export function placeholderProblem(text: string | null | undefined): string | null {
  const unknown = unknownPlaceholders(text ?? '')
  if (!unknown.length) return null
  const noun = unknown.length === 1 ? 'placeholder' : 'placeholders'
  return `Unknown ${noun} ${unknown.join(', ')}: use only ${PLACEHOLDER_HINT}.`
}

/** The text with each placeholder filled; paragraphs left empty by a blank value go. */
export function fillPlaceholders(text: string, values: ThankYouValues): string {
  return text
    .replace(BRACES, (match, name: string) =>
      Object.hasOwn(values, name) ? values[name as ThankYouPlaceholder] : match,
    )
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]*(?:\n[ \t]*)+/g, '\n\n')
    .trim()
}

/** The sentence `{dedication}` becomes: "This gift was made in memory of Jane Doe." or nothing. */
export function dedicationSentence(dedication: 'honour' | 'memory' | null | undefined, to: string | null | undefined) {
  const who = to?.trim()
  if (!dedication || !who) return ''
  return `This gift was made ${dedication === 'memory' ? 'in memory of' : 'in honour of'} ${who}.`
}

/** The mail: the subject on one line, the body as text and as escaped paragraphs in the site's layout. */
export function thankYouMail(
  template: { subject: string; body: string },
  values: ThankYouValues,
  site: { organisationName: string; publicUrl: string },
): RenderedMail {
  const subject = fillPlaceholders(template.subject, values).replace(/\s+/g, ' ')
  const text = fillPlaceholders(template.body, values)
  const html = text
    .split('\n\n')
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('')
  return { subject, text: `${text}\n`, html: layout(html, site) }
}
