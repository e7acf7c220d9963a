import type { Payload } from 'payload'

import { mailerFor, mailSettings } from '@/domains/comms'
import { config } from '@/platform/config'
import { layout, type MailTemplate } from '@/platform/mail'

import { actionLink, CODE_LIFETIME_MS, issueActionCode } from './action-codes'

const VERIFY_EMAIL: MailTemplate = {
  name: 'verify-email',
  subject: 'Confirm your email address',
  html:
    '<p>Hello {{name}},</p><p>Please confirm that this is your email address, so we can reach you about your ' +
    'account.</p><p><a href="{{link}}">Confirm my email address</a></p>' +
    '<p>The link works once and for {{days}} days. If you did not create an account, ignore this message.</p>',
  text:
    'Hello {{name}},\n\nPlease confirm that this is your email address:\n{{link}}\n\n' +
    'The link works once and for {{days}} days. If you did not create an account, ignore this message.\n',
}

const RESET_PASSWORD: MailTemplate = {
  name: 'reset-password',
  subject: 'Choose a new password',
  html:
    '<p>Hello {{name}},</p><p>Someone (we hope you) asked to reset the password of your account.</p>' +
    '<p><a href="{{link}}">Choose a new password</a></p>' +
    '<p>The link works once and for one hour. If you did not ask, ignore this message: your password stays as it is.</p>',
  text:
    'Hello {{name}},\n\nSomeone (we hope you) asked to reset the password of your account. Choose a new one here:\n' +
    '{{link}}\n\nThe link works once and for one hour. If you did not ask, ignore this message.\n',
}

const ARTIST_APPROVED: MailTemplate = {
  name: 'artist-approved',
  subject: 'Your artist account is approved',
  html:
    '<p>Hello {{name}},</p><p>Good news: we checked your application and your account is now an artist account.</p>' +
    '<p><a href="{{link}}">Go to your dashboard</a></p>',
  text:
    'Hello {{name}},\n\nGood news: we checked your application and your account is now an artist account.\n\n' +
    'Your dashboard: {{link}}\n',
}

const ARTIST_REJECTED: MailTemplate = {
  name: 'artist-rejected',
  subject: 'About your artist application',
  html:
    '<p>Hello {{name}},</p><p>We checked your application for an artist account and could not approve it, ' +
    'for this reason:</p><blockquote style="white-space:pre-wrap">{{reason}}</blockquote>' +
    '<p>Your account stays open as it is. If you have questions, or things have changed, please contact us.</p>' +
    '<p><a href="{{link}}">Go to your dashboard</a></p>',
  text:
    'Hello {{name}},\n\nWe checked your application for an artist account and could not approve it, ' +
    'for this reason:\n\n{{reason}}\n\nYour account stays open as it is. If you have questions, or things have ' +
    'changed, please contact us.\n\nYour dashboard: {{link}}\n',
}

type Recipient = { id: number; email: string; name?: string | null }

async function send(payload: Payload, template: MailTemplate, to: Recipient, link: string, extra = {}) {
  const settings = config()
  const wrapped = {
    ...template,
    html: layout(template.html, { organisationName: 'Vernissage', publicUrl: settings.PUBLIC_URL }),
  }
  await mailerFor(payload, mailSettings(settings)).sendTemplate(
    wrapped,
    { name: to.name || 'there', link, ...extra },
    to.email,
  )
}

export async function sendVerificationMail(payload: Payload, person: Recipient) {
  const code = await issueActionCode(payload, { user: person.id, mode: 'verifyEmail', email: person.email })
  const days = Math.round(CODE_LIFETIME_MS.verifyEmail / 86_400_000)
  await send(payload, VERIFY_EMAIL, person, actionLink(config().PUBLIC_URL, 'verifyEmail', code), { days })
}

export async function sendPasswordResetMail(payload: Payload, person: Recipient) {
  const code = await issueActionCode(payload, { user: person.id, mode: 'resetPassword' })
  await send(payload, RESET_PASSWORD, person, actionLink(config().PUBLIC_URL, 'resetPassword', code))
}

export async function sendArtistDecisionMail(
  payload: Payload,
  person: Recipient,
  decision: { approved: true } | { approved: false; reason: string },
) {
  const link = new URL('/dashboard', config().PUBLIC_URL).toString()
  if (decision.approved) await send(payload, ARTIST_APPROVED, person, link)
  else await send(payload, ARTIST_REJECTED, person, link, { reason: decision.reason })
}
