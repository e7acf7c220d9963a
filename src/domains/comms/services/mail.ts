import path from 'node:path'

import type { EmailAdapter, Payload } from 'payload'

import type { AppConfig } from '@/platform/config'
import { database } from '@/platform/database/transaction'
import {
  createMailer,
  escapeHtml,
  MailNotSent,
  renderTemplate,
  type Mailer,
  type MailMessage,
  type OutboxStore,
  type RefusedRecipient,
} from '@/platform/mail'

import { recordHardBounces } from './consent'

export type MailSettings = { from: string; smtpUrl?: string; dataDir: string }

/** The mail settings of the application's configuration. */
export function mailSettings(settings: Pick<AppConfig, 'MAIL_FROM' | 'SMTP_URL' | 'DATA_DIR'>): MailSettings {
  return { from: settings.MAIL_FROM, smtpUrl: settings.SMTP_URL, dataDir: settings.DATA_DIR }
}

function outboxIn(payload: Payload): OutboxStore {
  return {
    async save(mail) {
      await payload.create({
        collection: 'outbox',
        overrideAccess: true,
        data: {
          subject: mail.subject,
          to: mail.to.join(', '),
          from: mail.from,
          messageId: mail.messageId,
          text: mail.text,
          html: mail.html,
          raw: mail.raw,
        },
      })
    },
  }
}

/** Plain text for a message that came with HTML only (Payload's own mail). */
export function textFromHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
    .replace(/<br\s*\/?>|<\/(p|div|h\d|li|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

const mailers = new WeakMap<Payload, Mailer>()

/**
 * The mailer with every recipient the SMTP server refused for good (5xx) put
 * on the suppression list, whatever the mail (decision 090). A failure to list
 * one is logged, never put in the place of the send's own outcome.
 */
function listingHardBounces(payload: Payload, mailer: Mailer): Mailer {
  const list = async (refused: RefusedRecipient[]) => {
    try {
      await recordHardBounces(database(payload), refused)
    } catch (error) {
      payload.logger.error({ err: error }, 'a hard bounce could not be put on the suppression list')
    }
  }
  const send = async (message: MailMessage) => {
    try {
      const sent = await mailer.send(message)
      await list(sent.refused)
      return sent
    } catch (error) {
      if (error instanceof MailNotSent) await list(error.refused)
      throw error
    }
  }
  return { ...mailer, send, sendTemplate: (template, data, to) => send({ to, ...renderTemplate(template, data) }) }
}

/** The application's mailer: SMTP when SMTP_URL is set, otherwise the outbox (database and .eml files). */
export function mailerFor(payload: Payload, settings: MailSettings): Mailer {
  let mailer = mailers.get(payload)
  if (!mailer) {
    mailer = listingHardBounces(
      payload,
      createMailer({
        from: settings.from,
        smtpUrl: settings.smtpUrl,
        outbox: outboxIn(payload),
        dataDir: settings.smtpUrl ? undefined : path.resolve(settings.dataDir),
        log: payload.logger,
      }),
    )
    mailers.set(payload, mailer)
  }
  return mailer
}

/** Payload's own mail (the control panel's password reset…) goes through the same mailer. */
export function emailAdapter(settings: MailSettings): EmailAdapter {
  const sender = settings.from.match(/^(.*)<([^>]+)>$/)
  return ({ payload }) => ({
    name: 'vernissage',
    defaultFromName: sender?.[1]?.trim() || 'Vernissage',
    defaultFromAddress: sender?.[2] ?? settings.from,
    sendEmail: async (message) => {
      const html = typeof message.html === 'string' ? message.html : ''
      const text = typeof message.text === 'string' && message.text ? message.text : textFromHtml(html)
      return mailerFor(payload, settings).send({
        to: message.to as string | string[],
        subject: String(message.subject ?? ''),
        html: html || `<p>${escapeHtml(text)}</p>`,
        text,
      })
    },
  })
}
