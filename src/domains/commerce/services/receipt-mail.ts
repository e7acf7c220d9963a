import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sendOnce } from '@/domains/comms'
import { config, type AppConfig } from '@/platform/config'
import { inTransaction, rowsOf } from '@/platform/database/transaction'
import { escapeHtml, layout, type RenderedMail } from '@/platform/mail'

import { productKinds } from './kinds'
import { ORGANISATION_NAME, receiptFileName, receiptPath, receiptView, type ReceiptView } from './receipt'
import { receiptSource } from './receipt-access'
import { receiptPdf } from './receipt-pdf'

const CELL = 'padding:6px 8px;border-bottom:1px solid #e4e4e7;text-align:left;vertical-align:top;'
const AMOUNT = 'padding:6px 8px;border-bottom:1px solid #e4e4e7;text-align:right;white-space:nowrap;vertical-align:top;'

/**
 * The receipt mail: a short thank-you in the organisation's voice, the lines
 * and total, the payment, and the link to the receipt online (a guest's with
 * their key). Every value from the order is escaped in the html part.
 */
export function receiptMail(
  view: ReceiptView,
  options: { organisation: string; publicUrl: string; link: string; guest: boolean; attached: boolean },
): RenderedMail {
  const name = view.buyer.name?.trim() || 'there'
  const paidLine = view.payment
    ? `Paid ${view.payment.amount} on ${view.payment.when}. ${view.payment.provider}.`
    : `Status: ${view.statusLabel}.`
  const thanks =
    'Thank you for your order. Every purchase helps keep our studios open and our artists working, and we are ' +
    'truly grateful.'
  const parts = view.parts.map((part) => ({
    heading: part.heading,
    lines: [
      ...part.paragraphs,
      ...(part.facts ?? []).map((fact) => `${fact.label}: ${fact.value}`),
      ...(part.codes ?? []).map((code) => `${code.label}: ${code.code}`),
    ],
  }))
  const guestNote = 'The link is yours alone: anyone who has it can see this order, so please keep it to yourself.'
  const attachedNote = 'A PDF copy is attached, for your records.'
  const e = escapeHtml

  const rows = view.lines
    .map(
      (line) =>
        `<tr><td style="${CELL}">${e(line.description)}</td><td style="${AMOUNT}">${line.quantity}</td>` +
        `<td style="${AMOUNT}">${e(line.lineTotal)}</td></tr>`,
    )
    .join('')
  const html =
    `<p>Hello ${e(name)},</p><p>${e(thanks)}</p>` +
    `<p>Here is your receipt for order <strong>${e(view.number)}</strong> of ${e(view.date)}.</p>` +
    `<table cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:16px 0;">` +
    `<thead><tr><th scope="col" style="${CELL}">Item</th><th scope="col" style="${AMOUNT}">Qty</th>` +
    `<th scope="col" style="${AMOUNT}">Amount</th></tr></thead><tbody>${rows}</tbody>` +
    `<tfoot><tr><th scope="row" colspan="2" style="${CELL}">Total</th>` +
    `<td style="${AMOUNT}"><strong>${e(view.total)}</strong></td></tr></tfoot></table>` +
    `<p>${e(paidLine)}</p>` +
    parts
      .map(
        (part) =>
          `<h2 style="font-size:18px;">${e(part.heading)}</h2>` + part.lines.map((l) => `<p>${e(l)}</p>`).join(''),
      )
      .join('') +
    `<p><a href="${e(options.link)}">See your receipt online</a></p>` +
    (options.guest ? `<p>${e(guestNote)}</p>` : '') +
    (options.attached ? `<p>${e(attachedNote)}</p>` : '') +
    `<p>With warm thanks,<br>Everyone at ${e(options.organisation)}</p>`

  const text = [
    `Hello ${name},`,
    thanks,
    `Here is your receipt for order ${view.number} of ${view.date}.`,
    [
      ...view.lines.map((line) => `  ${line.quantity} × ${line.description}: ${line.lineTotal}`),
      `  Total: ${view.total}`,
    ].join('\n'),
    paidLine,
    ...parts.map((part) => [part.heading, ...part.lines].join('\n')),
    `See your receipt online:\n${options.link}` + (options.guest ? `\n${guestNote}` : ''),
    ...(options.attached ? [attachedNote] : []),
    `With warm thanks,\nEveryone at ${options.organisation}`,
  ].join('\n\n')

  return {
    subject: `Your receipt for order ${view.number}`,
    html: layout(html, { organisationName: options.organisation, publicUrl: options.publicUrl }),
    text: `${text}\n`,
  }
}

export type ReceiptSending =
  'sent' | 'already-sent' | 'not-paid' | 'no-address' | 'no-order' | 'acknowledged-by-its-kinds'

/** The receipt's name among the mails sent once (`email-sendings`). */
const RECEIPT_MAIL = 'order-receipt'

type MailConfig = Pick<AppConfig, 'PUBLIC_URL' | 'MAIL_FROM' | 'SMTP_URL' | 'DATA_DIR'>

/**
 * Mails a paid order's receipt, with the PDF attached, once. The job that
 * calls this may run twice (a restart cuts a turn off; decision 037), so the
 * order is locked and `receiptSentAt` read first, and set in the same
 * transaction once the mailer took the message: a second run, even at the
 * same moment, waits for the first and then sends nothing.
 *
 * The sending itself goes through comms' `sendOnce`, keyed by the order
 * (decision 071): if the process stops after the mail server took the
 * message and before `receiptSentAt` is committed, the job runs again and
 * sends it again, and the sending is marked as maybe a duplicate, with why.
 * Mail cannot be taken back, so a rare second copy, written down, is the
 * price of never losing one.
 */
export async function sendOrderReceipt(
  payload: Payload,
  orderId: number,
  settings: MailConfig = config(),
): Promise<ReceiptSending> {
  return inTransaction<ReceiptSending>(payload, async (tx) => {
    const [row] = await rowsOf<{ sentAt: string | null; key: string | null }>(
      tx.db,
      sql`SELECT receipt_sent_at AS "sentAt", guest_token AS key FROM orders WHERE id = ${orderId} FOR UPDATE`,
    )
    if (!row) return { commit: false, value: 'no-order' }
    if (row.sentAt) return { commit: false, value: 'already-sent' }

    const order = await payload.findByID({
      collection: 'orders',
      id: orderId,
      depth: 0,
      overrideAccess: true,
      req: tx.req,
    })
    const kinds = productKinds(payload)
    if (
      order.lines.every((line) => kinds.get(line.kind)?.mailsItsOwnAcknowledgement) ||
      order.lines.some((line) => kinds.get(line.kind)?.mailsTheReceipt)
    ) {
      await tx.db.execute(sql`UPDATE orders SET receipt_sent_at = now() WHERE id = ${orderId}`)
      return { commit: true, value: 'acknowledged-by-its-kinds' }
    }
    const view = receiptView(await receiptSource(payload, order, tx.req, tx.db), { timeZone: config().TIMEZONE })
    if (!view.paid) return { commit: false, value: 'not-paid' }
    if (!view.buyer.email) {
      payload.logger.warn({ order: order.number }, 'A paid order has no address to mail its receipt to')
      return { commit: false, value: 'no-address' }
    }

    const link = new URL(receiptPath(order.number, row.key), settings.PUBLIC_URL).toString()
    const pdf = await receiptPdf(view, { organisation: ORGANISATION_NAME })
    const mail = receiptMail(view, {
      organisation: ORGANISATION_NAME,
      publicUrl: settings.PUBLIC_URL,
      link,
      guest: Boolean(row.key),
      attached: true,
    })
    const sent = await sendOnce(
      payload,
      tx,
      {
        key: RECEIPT_MAIL,
        to: view.buyer.email,
        idempotencyKey: `${RECEIPT_MAIL}:${orderId}`,
        settings,
        attachments: [{ filename: receiptFileName(order.number), content: pdf, contentType: 'application/pdf' }],
      },
      mail,
    )
    await tx.db.execute(sql`UPDATE orders SET receipt_sent_at = now() WHERE id = ${orderId}`)
    return { commit: true, value: sent }
  })
}
