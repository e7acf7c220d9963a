import type { Payload, PayloadRequest } from 'payload'

import { config } from '@/platform/config'
import { layout, renderTemplate, type MailTemplate } from '@/platform/mail'

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

const CHANGE_EMAIL: MailTemplate = {
  name: 'change-email',
  subject: 'Confirm your new email address',
  html:
    '<p>Hello {{name}},</p><p>You asked to use this address for your account from now on.</p>' +
    '<p><a href="{{link}}">Use this email address</a></p>' +
    '<p>The link works once and for one day. Until you open it, your account keeps its current address. ' +
    'If you did not ask, ignore this message.</p>',
  text:
    'Hello {{name}},\n\nYou asked to use this address for your account from now on. Confirm it here:\n{{link}}\n\n' +
    'The link works once and for one day. Until you open it, your account keeps its current address. ' +
    'If you did not ask, ignore this message.\n',
}

const EMAIL_CHANGED: MailTemplate = {
  name: 'email-changed',
  subject: 'Your email address was changed',
  html:
    '<p>Hello {{name}},</p><p>The email address of your account was changed to {{newEmail}}.</p>' +
    '<p>If you did not do this, <a href="{{link}}">undo the change</a>: your previous address comes back and every ' +
    'session is signed out. The link works once and for {{days}} days.</p>',
  text:
    'Hello {{name}},\n\nThe email address of your account was changed to {{newEmail}}.\n\n' +
    'If you did not do this, undo the change here (your previous address comes back and every session is signed out):\n' +
    '{{link}}\n\nThe link works once and for {{days}} days.\n',
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

/**
 * Through Payload's mail, which the configuration hands to the comms domain's
 * mailer (decision 011): comms' tools ask accounts who may use them, so
 * accounts does not import comms (decision 082).
 */
async function send(payload: Payload, template: MailTemplate, to: Recipient, link: string, extra = {}) {
  const wrapped = {
    ...template,
    html: layout(template.html, { organisationName: 'Vernissage', publicUrl: config().PUBLIC_URL }),
  }
  await payload.sendEmail({ to: to.email, ...renderTemplate(wrapped, { name: to.name || 'there', link, ...extra }) })
}

export async function sendVerificationMail(payload: Payload, person: Recipient) {
  const code = await issueActionCode(payload, { user: person.id, mode: 'verifyEmail', email: person.email })
  const days = Math.round(CODE_LIFETIME_MS.verifyEmail / 86_400_000)
  await send(payload, VERIFY_EMAIL, person, actionLink(config().PUBLIC_URL, 'verifyEmail', code), { days })
}

export async function sendPasswordResetMail(payload: Payload, person: Recipient) {
  const code = await issueActionCode(payload, { user: person.id, mode: 'resetPassword', email: person.email })
  await send(payload, RESET_PASSWORD, person, actionLink(config().PUBLIC_URL, 'resetPassword', code))
}

/** Goes to the new address: the change happens only when its owner opens the link. */
export async function sendEmailChangeMail(payload: Payload, person: Recipient, newEmail: string) {
  const code = await issueActionCode(payload, { user: person.id, mode: 'verifyAndChangeEmail', email: newEmail })
  const link = actionLink(config().PUBLIC_URL, 'verifyAndChangeEmail', code)
  await send(payload, CHANGE_EMAIL, { ...person, email: newEmail }, link)
}

/** Goes to the previous address, with the way back. */
export async function sendEmailChangedMail(payload: Payload, person: Recipient, previousEmail: string) {
  const code = await issueActionCode(payload, { user: person.id, mode: 'recoverEmail', email: previousEmail })
  const days = Math.round(CODE_LIFETIME_MS.recoverEmail / 86_400_000)
  const link = actionLink(config().PUBLIC_URL, 'recoverEmail', code)
  await send(payload, EMAIL_CHANGED, { ...person, email: previousEmail }, link, { newEmail: person.email, days })
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

/**
 * Staff created this account without a password (`addmembers`): the link is a
 * password-reset link that lasts a week. Given the request of the transaction
 * that created the account, its code is written in that transaction too.
 */
export async function sendInvitationMail(payload: Payload, person: Recipient, req?: Partial<PayloadRequest>) {
  const code = await issueActionCode(
    payload,
    { user: person.id, mode: 'resetPassword', email: person.email, lifetimeMs: INVITATION_LIFETIME_MS },
    req,
  )
  const days = Math.round(INVITATION_LIFETIME_MS / 86_400_000)
  await send(payload, INVITATION, person, actionLink(config().PUBLIC_URL, 'resetPassword', code), { days })
}
