import type { Payload, PayloadRequest } from 'payload'

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

const INVITATION: MailTemplate = {
  name: 'invitation',
  subject: 'Your Vernissage account: choose a password',
  html:
    '<p>Hello {{name}},</p><p>We have made an account for you at Vernissage with this email address. ' +
    'To start using it, choose a password.</p><p><a href="{{link}}">Choose my password</a></p>' +
    '<p>The link works once and for {{days}} days. After that, ask for a new one with “Forgot your password?” ' +
    'on the sign-in page. If you did not expect this message, ignore it.</p>',
  text:
    'Hello {{name}},\n\nWe have made an account for you at Vernissage with this email address. ' +
    'To start using it, choose a password here:\n{{link}}\n\n' +
    'The link works once and for {{days}} days. After that, ask for a new one with "Forgot your password?" ' +
    'on the sign-in page. If you did not expect this message, ignore it.\n',
}

/** An invitation waits for people who may not read their mail within the hour a reset link lasts. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

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

/**
 * Staff created this account without a password (`addmembers`): the link is a
 * password-reset link that lasts a week. Given the request of the transaction
 * that created the account, its code is written in that transaction too.
 */
export async function sendInvitationMail(payload: Payload, person: Recipient, req?: Partial<PayloadRequest>) {
  const code = await issueActionCode(
    payload,
    { user: person.id, mode: 'resetPassword', lifetimeMs: INVITATION_LIFETIME_MS },
    req,
  )
  const days = Math.round(INVITATION_LIFETIME_MS / 86_400_000)
  await send(payload, INVITATION, person, actionLink(config().PUBLIC_URL, 'resetPassword', code), { days })
}
