import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { config, type AppConfig } from '@/platform/config'
import { database, inTransaction, rowsOf, type Transaction } from '@/platform/database/transaction'
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
  /**
   * Parts made in code that staff's words place with a merge field (a list of
   * tickets, each with its QR code): the field is filled with a marker of
   * letters and digits, which escaping leaves alone, then the marker is
   * replaced by the block's HTML in the html part and its text elsewhere.
   */
  blocks?: Record<string, { html: string; text: string }>
}

/** The context with `value` at the dotted `name` (`booking.tickets`), the rest as it was. */
function withValue(context: TemplateContext, name: string[], value: string): TemplateContext {
  const [head, ...rest] = name
  if (!head) return context
  const inner = context[head]
  return {
    ...context,
    [head]: rest.length ? withValue(typeof inner === 'object' && inner ? inner : {}, rest, value) : value,
  }
}

/** The template filled, each block put where its field was. */
function withBlocks(
  fill: (context: TemplateContext) => RenderedMail,
  context: TemplateContext,
  blocks: SendFromTemplate['blocks'] = {},
): RenderedMail {
  const markers = Object.entries(blocks).map(([name, block]) => ({
    name,
    block,
    marker: `block${randomBytes(12).toString('hex')}`,
  }))
  const mail = fill(markers.reduce((all, { name, marker }) => withValue(all, name.split('.'), marker), context))
  for (const { block, marker } of markers) {
    mail.html = mail.html.split(marker).join(block.html)
    mail.text = mail.text.split(marker).join(block.text)
    mail.subject = mail.subject.split(marker).join(block.text.replace(/\s+/g, ' ').trim())
  }
  return mail
}

/**
 * Sends a mail from its template once per idempotency key (decisions 046,
 * 071). A failed template (a field the context lacks) records nothing; the
 * sending itself is recorded as in `sendOnce`.
 */
export async function sendFromTemplate(payload: Payload, sending: SendFromTemplate): Promise<TemplateSending> {
  const settings = sending.settings ?? config()
  const work = async (tx: Transaction): Promise<TemplateSending> => {
    const { words } = await storedTemplate(payload, sending.key, tx.req)
    const site = { organisationName: ORGANISATION, publicUrl: settings.PUBLIC_URL }
    const mail = withBlocks((context) => templateMail(words, context, site), sending.context, sending.blocks)
    return sendOnce(payload, tx, { ...sending, settings }, mail)
  }
  if (sending.tx) return work(sending.tx)
  return inTransaction(payload, async (tx) => {
    const value = await work(tx)
    return { commit: value === 'sent', value }
  })
}

/**
 * Sends a mail already made once per idempotency key (decision 071). The key
 * is claimed in a committed row (`email-sendings`, state `sending`, naming the
 * caller's database session) before the mail server is given the mail, and
 * marked `sent` after; a mailer that fails marks it `failed`, and throws, so a
 * job sending it tries again. A second send of the key finds it `sent`, or
 * being sent by a session still alive, and sends nothing. A key left `sending`
 * by a session that is gone was cut off by a crash, perhaps after the mail
 * server took the mail: it is sent again — a mail lost is worse than one twice
 * — and marked as maybe a duplicate, with why, for staff.
 */
export async function sendOnce(
  payload: Payload,
  tx: Transaction,
  sending: Pick<SendFromTemplate, 'key' | 'to' | 'idempotencyKey' | 'mailer' | 'attachments'> & {
    settings: MailConfig
  },
  mail: RenderedMail,
): Promise<TemplateSending> {
  // The caller's session: it lives as long as this process does, and ends with it.
  const [session] = await rowsOf<{ sender: string }>(
    tx.db,
    sql`SELECT pid || '@' || extract(epoch FROM backend_start)::text AS sender FROM pg_stat_activity WHERE pid = pg_backend_pid()`,
  )
  // Outside the caller's transaction: the claim must outlive a crash that undoes it.
  const outside = database(payload)
  const [claim] = await rowsOf<{ id: number }>(
    outside,
    sql`INSERT INTO email_sendings (idempotency_key, template, "to", state, attempts, sender, created_at, updated_at)
        VALUES (${sending.idempotencyKey}, ${sending.key}, ${sending.to}, 'sending', 1, ${session?.sender ?? null}, now(), now())
        ON CONFLICT (idempotency_key) DO UPDATE SET
          state = 'sending', attempts = email_sendings.attempts + 1, sender = EXCLUDED.sender, updated_at = now(),
          may_be_duplicate = email_sendings.may_be_duplicate OR email_sendings.state = 'sending',
          note = CASE WHEN email_sendings.state = 'sending'
            THEN concat_ws(E'\n', email_sendings.note, 'Sent again at ' || now()::text || ': the send begun at ' ||
              email_sendings.updated_at::text || ' was cut off (its process stopped) before the mail server''s answer was recorded, so the recipient may have this mail twice.')
            ELSE email_sendings.note END
        WHERE email_sendings.state = 'failed'
           OR (email_sendings.state = 'sending' AND NOT EXISTS (
                SELECT 1 FROM pg_stat_activity a WHERE a.pid || '@' || extract(epoch FROM a.backend_start)::text = email_sendings.sender))
        RETURNING id`,
  )
  if (!claim) return 'already-sent'
  const mailer = sending.mailer ?? mailerFor(payload, mailSettings(sending.settings))
  try {
    await mailer.send({ to: sending.to, ...mail, attachments: sending.attachments })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    await outside.execute(
      sql`UPDATE email_sendings SET state = 'failed', note = ${reason}, updated_at = now() WHERE id = ${claim.id}`,
    )
    throw error
  }
  await outside.execute(sql`UPDATE email_sendings SET state = 'sent', updated_at = now() WHERE id = ${claim.id}`)
  return 'sent'
}

/**
 * The template of the mail sent (or being sent) under this idempotency key,
 * or null while none has gone: for a sender whose next mail depends on
 * which of two it sent first under one key.
 */
export async function templateSentUnder(payload: Payload, idempotencyKey: string): Promise<string | null> {
  const [row] = await rowsOf<{ template: string }>(
    database(payload),
    sql`SELECT template FROM email_sendings
        WHERE idempotency_key = ${idempotencyKey} AND state IN ('sent', 'sending')`,
  )
  return row?.template ?? null
}
