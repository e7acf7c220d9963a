import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { config, type AppConfig } from '@/platform/config'
import { inTransaction, rowsOf, type Transaction } from '@/platform/database/transaction'
import type { MailAttachment, Mailer, RenderedMail } from '@/platform/mail'

import { mailerFor, mailSettings } from './mail'
import { storedTemplate } from './template-store'
import { templateMail, type TemplateContext } from './templates'

/** The name the mails' layout carries, as accounts' and donors' mail. */
export const ORGANISATION = 'Vernissage'

type MailConfig = Pick<AppConfig, 'PUBLIC_URL' | 'MAIL_FROM' | 'SMTP_URL' | 'DATA_DIR'>

export type TemplateSending = 'sent' | 'already-sent'

export type SendFromTemplate = {
  /** The template's key (`donor-thank-you`). */
  key: string
  to: string
  context: TemplateContext
  /** Names this one mail: the same key twice sends once (`donor-thank-you:gift:12`). */
  idempotencyKey: string
  /** The caller's transaction, when the mail is part of its work (then it commits or undoes the record of it). */
  tx?: Transaction
  settings?: MailConfig
  mailer?: Mailer
  /** Files made for this one mail (a calendar entry, a QR code the HTML shows inline). */
  attachments?: MailAttachment[]
}

/**
 * Sends a mail from its template once per idempotency key (decision 046).
 * The key is recorded (`email-sendings`) in the transaction that sends, before
 * the mailer is given the mail: a second send with the same key, even at the
 * same moment, waits for the first on the key's unique index and then sends
 * nothing. A mailer that fails, or a field the context lacks, throws and
 * records nothing, so a job sending it tries again. At least once rather than
 * exactly once: a process stopping between the send and the commit sends a
 * second copy.
 */
export async function sendFromTemplate(payload: Payload, sending: SendFromTemplate): Promise<TemplateSending> {
  const settings = sending.settings ?? config()
  const work = async (tx: Transaction): Promise<TemplateSending> => {
    const { words } = await storedTemplate(payload, sending.key, tx.req)
    const mail = templateMail(words, sending.context, {
      organisationName: ORGANISATION,
      publicUrl: settings.PUBLIC_URL,
    })
    return sendOnce(payload, tx, { ...sending, settings }, mail)
  }
  if (sending.tx) return work(sending.tx)
  return inTransaction(payload, async (tx) => {
    const value = await work(tx)
    return { commit: value === 'sent', value }
  })
}

/** Sends a mail already made once per idempotency key, in the caller's transaction. */
export async function sendOnce(
  payload: Payload,
  tx: Transaction,
  sending: Pick<SendFromTemplate, 'key' | 'to' | 'idempotencyKey' | 'mailer' | 'attachments'> & {
    settings: MailConfig
  },
  mail: RenderedMail,
): Promise<TemplateSending> {
  const recorded = await rowsOf<{ id: number }>(
    tx.db,
    sql`INSERT INTO email_sendings (idempotency_key, template, "to", created_at, updated_at)
        VALUES (${sending.idempotencyKey}, ${sending.key}, ${sending.to}, now(), now())
        ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
  )
  if (!recorded.length) return 'already-sent'
  const mailer = sending.mailer ?? mailerFor(payload, mailSettings(sending.settings))
  await mailer.send({ to: sending.to, ...mail, attachments: sending.attachments })
  return 'sent'
}
