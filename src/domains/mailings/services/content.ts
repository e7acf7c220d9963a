import { createHash } from 'node:crypto'

import {
  compileTemplate,
  escapeHtml,
  readPart,
  renderTemplate,
  type MailTemplate,
  type RenderedMail,
} from '@/platform/mail'

/**
 * What a mailing says: blocks staff arrange, turned into one template of the
 * platform's engine (decision 046), whose merge fields are filled per recipient.
 * Staff's words are escaped and keep their `{{…}}`, so the engine fills them;
 * links and pictures are addresses checked here, never filled.
 */
export type MailingBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'picture'; url: string; alt: string }
  | { kind: 'artistCard'; name: string; url: string; words: string }
  | { kind: 'eventCard'; title: string; when: string; url: string }

export const BLOCK_KINDS = ['heading', 'text', 'button', 'picture', 'artistCard', 'eventCard'] as const
export type BlockKind = (typeof BLOCK_KINDS)[number]

export const BLOCK_LABELS: Record<BlockKind, string> = {
  heading: 'Heading',
  text: 'Text',
  button: 'Button',
  picture: 'Picture',
  artistCard: 'Artist card',
  eventCard: 'Event card',
}

/** The merge fields a mailing may use: the recipient's. */
export const MAILING_MERGE_FIELDS = ['name', 'firstName', 'email'] as const
export type MailingRecipientData = Record<(typeof MAILING_MERGE_FIELDS)[number], string>

export function recipientData(recipient: { email: string; name: string }): MailingRecipientData {
  const name = recipient.name.trim() || 'friend'
  return { name, firstName: name.split(/\s+/)[0]!, email: recipient.email }
}

const font = "font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif"
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)

function blockHtml(block: MailingBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h2 style="margin:24px 0 8px;${font};font-size:20px;">${escapeHtml(block.text)}</h2>`
    case 'text':
      return paragraphs(block.text)
        .map((part) => `<p style="margin:0 0 16px;">${escapeHtml(part).replaceAll('\n', '<br>')}</p>`)
        .join('\n')
    case 'button':
      return `<p style="margin:24px 0;"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 20px;background-color:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:4px;">${escapeHtml(block.label)}</a></p>`
    case 'picture':
      return `<p style="margin:16px 0;"><img src="${escapeHtml(block.url)}" alt="${escapeHtml(block.alt)}" width="536" style="max-width:100%;height:auto;"></p>`
    case 'artistCard':
      return `<table role="presentation" width="100%" style="margin:16px 0;border:1px solid #e4e4e7;"><tr><td style="padding:16px;"><p style="margin:0 0 4px;font-weight:bold;"><a href="${escapeHtml(block.url)}" style="color:#1d4ed8;">${escapeHtml(block.name)}</a></p><p style="margin:0;">${escapeHtml(block.words)}</p></td></tr></table>`
    case 'eventCard':
      return `<table role="presentation" width="100%" style="margin:16px 0;border:1px solid #e4e4e7;"><tr><td style="padding:16px;"><p style="margin:0 0 4px;font-weight:bold;"><a href="${escapeHtml(block.url)}" style="color:#1d4ed8;">${escapeHtml(block.title)}</a></p><p style="margin:0;">${escapeHtml(block.when)}</p></td></tr></table>`
  }
}

function blockText(block: MailingBlock): string {
  switch (block.kind) {
    case 'heading':
      return block.text.toUpperCase()
    case 'text':
      return paragraphs(block.text).join('\n\n')
    case 'button':
      return `${block.label}: ${block.url}`
    case 'picture':
      return `[${block.alt}]`
    case 'artistCard':
      return `${block.name} (${block.url})\n${block.words}`
    case 'eventCard':
      return `${block.title}, ${block.when} (${block.url})`
  }
}

/** The mailing as one template of the engine: its subject, its blocks in HTML and in plain text. */
export function mailingTemplate(mailing: { subject: string; blocks: readonly MailingBlock[] }): MailTemplate {
  return {
    name: 'the mailing',
    subject: mailing.subject,
    html: mailing.blocks.map(blockHtml).join('\n'),
    text: mailing.blocks.map(blockText).join('\n\n'),
  }
}

const MAX = { subject: 200, words: 5_000, url: 2_000 }

function urlProblem(url: string): string | null {
  if (!URL.canParse(url)) return 'is not a web address'
  const { protocol } = new URL(url)
  return protocol === 'https:' || protocol === 'http:' ? null : 'must start with https://'
}

/** What keeps a mailing from being sent, in words (empty: it can be sent). */
export function mailingProblems(mailing: { subject: string; blocks: readonly MailingBlock[] }): string[] {
  const problems: string[] = []
  if (!mailing.subject.trim()) problems.push('The subject is empty.')
  if (mailing.subject.length > MAX.subject) problems.push(`The subject is longer than ${MAX.subject} characters.`)
  if (/[\r\n]/.test(mailing.subject)) problems.push('The subject must be one line.')
  if (!mailing.blocks.length) problems.push('The mailing has no block yet: add a heading or some text.')
  mailing.blocks.forEach((block, index) => {
    const where = `Block ${index + 1} (${BLOCK_LABELS[block.kind]})`
    const words = Object.entries(block).filter(([key]) => key !== 'kind' && key !== 'url')
    for (const [key, value] of words) {
      if (!String(value).trim()) problems.push(`${where}: its ${key} is empty.`)
      if (String(value).length > MAX.words)
        problems.push(`${where}: its ${key} is longer than ${MAX.words} characters.`)
    }
    if ('url' in block) {
      const problem = block.url.length > MAX.url ? 'is too long' : urlProblem(block.url)
      if (problem) problems.push(`${where}: its link ${problem}.`)
    }
  })
  const template = mailingTemplate(mailing)
  for (const part of ['subject', 'html', 'text'] as const) {
    const read = readPart(template[part])
    if ('problem' in read) {
      problems.push(`The mailing's words ${read.problem}.`)
      break
    }
    const unknown = read.fields.filter((field) => !(MAILING_MERGE_FIELDS as readonly string[]).includes(field))
    if (unknown.length) {
      const offered = MAILING_MERGE_FIELDS.map((field) => `{{${field}}}`).join(', ')
      problems.push(`Unknown merge field ${unknown.map((f) => `{{${f}}}`).join(', ')}: use only ${offered}.`)
      break
    }
  }
  return problems
}

/** One recipient's mail (body only, before the layout and the footer): the merge fields filled. */
export function mailingFor(
  mailing: { subject: string; blocks: readonly MailingBlock[] },
  recipient: { email: string; name: string },
): RenderedMail {
  return renderTemplate(mailingTemplate(mailing), recipientData(recipient))
}

/** `mailingFor`, the mailing's template read once: for a group mail's thousands of recipients. */
export function mailingFiller(mailing: {
  subject: string
  blocks: readonly MailingBlock[]
}): (recipient: { email: string; name: string }) => RenderedMail {
  const fill = compileTemplate(mailingTemplate(mailing))
  return (recipient) => fill(recipientData(recipient))
}

/**
 * The idempotency key of "send a test to myself": the draft's version — its
 * words — and the person. A double click or a retry sends one test; the words
 * changed, the next test goes.
 */
export function testSendKey(
  mailing: { id: number; subject: string; topic: string; blocks: MailingBlock[] },
  personId: number | string,
): string {
  const version = createHash('sha256')
    .update(JSON.stringify([mailing.subject, mailing.topic, mailing.blocks]))
    .digest('hex')
  return `mailing-test:${mailing.id}:${version.slice(0, 16)}:${personId}`
}
