/**
 * A deliberately small template system for transactional mail: `{{field}}` merge
 * fields, every value HTML-escaped in the html part and inserted as is in the
 * subject and the text part. There is no raw-HTML form, no logic and no partials,
 * so a template can never inject markup from the data it is given.
 */

export type MailTemplate = { name: string; subject: string; html: string; text: string }
export type RenderedMail = { subject: string; html: string; text: string }
export type MergeData = Readonly<Record<string, string | number>>

const FIELD = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g
const PARTS = ['subject', 'html', 'text'] as const

/** The merge fields a template uses, each once, in the order they first appear. */
export function listFields(template: MailTemplate): string[] {
  const fields = new Set<string>()
  for (const part of PARTS) {
    checkSyntax(template, part)
    for (const match of template[part].matchAll(FIELD)) fields.add(match[1])
  }
  return [...fields]
}

/** Fills the merge fields; throws, naming them, when `data` lacks any, so nothing half-filled reaches a person. */
export function renderTemplate(template: MailTemplate, data: MergeData): RenderedMail {
  const missing = listFields(template).filter((field) => !Object.hasOwn(data, field) || data[field] == null)
  if (missing.length > 0) {
    const list = missing.map((field) => `"${field}"`).join(', ')
    const noun = missing.length > 1 ? 'fields' : 'field'
    throw new Error(`Mail template "${template.name}" needs merge ${noun} ${list}, which the data lacks`)
  }
  const fill = (source: string, escape: (value: string) => string) =>
    source.replace(FIELD, (_match, field: string) => escape(String(data[field])))
  return {
    subject: fill(template.subject, (value) => value),
    html: fill(template.html, escapeHtml),
    text: fill(template.text, (value) => value),
  }
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
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

/** Refuses `{{{raw}}}` and malformed fields such as `{{first name}}`, which would otherwise be sent literally. */
function checkSyntax(template: MailTemplate, part: (typeof PARTS)[number]): void {
  const source = template[part]
  if (source.includes('{{{')) {
    throw new Error(`Mail template "${template.name}" uses {{{…}}} in its ${part}; only {{field}} is supported`)
  }
  const leftover = source.replace(FIELD, '')
  const bad = leftover.match(/\{\{[^}]*\}?\}?/)
  if (bad) throw new Error(`Mail template "${template.name}" has a malformed merge field in its ${part}: ${bad[0]}`)
}
