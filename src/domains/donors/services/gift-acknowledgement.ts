import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import {
  formatMoney,
  receiptFileName,
  receiptPath,
  receiptPdf,
  receiptSource,
  receiptView,
  ORGANISATION_NAME,
  type ReceiptOrder,
  type ReceiptPart,
} from '@/domains/commerce'
import { sendFromTemplate, type TemplateContext, type TemplateDefinition, type TemplateSending } from '@/domains/comms'
import { formatDate } from '@/platform/calendar'
import { config, type AppConfig } from '@/platform/config'
import { database, rowsOf, type SqlExecutor } from '@/platform/database/transaction'
import type { Mailer } from '@/platform/mail'

import { dedicationSentence } from './acknowledgement'
import { acknowledgementSettings, exchangeSentence, type AcknowledgementSettings } from './acknowledgement-settings'
import { DONATION_KIND } from './giving'

/**
 * A gift's acknowledgement (decision 076): what the donor keeps for their
 * tax return — the amount, the day it was received where the organisation
 * is, the organisation's legal name and tax number, the deductibility
 * statement, and what was given in return (nothing, unless the gift's order
 * also bought something). Mailed once per gift when it is paid, from staff's
 * template `donor-acknowledgement`, with the acknowledgement as a PDF; the
 * receipt page and PDF say the same.
 */

export const ACKNOWLEDGEMENT_TEMPLATE = 'donor-acknowledgement'
/** The job task that mails a paid gift's acknowledgement. */
export const ACKNOWLEDGEMENT_TASK = 'sendGiftAcknowledgement'

/** One per gift, ever: a second payment notice or a second run of the job sends nothing. */
export const acknowledgementKey = (gift: number) => `${ACKNOWLEDGEMENT_TEMPLATE}:gift:${gift}`

type GiftRow = {
  id: number
  name: string
  email: string
  amountMinor: number
  currency: string
  status: string
  paidAt: string | Date | null
  dedication: 'honour' | 'memory' | null
  dedicatedTo: string | null
  campaign: string
  orderId: number | null
  orderNumber: string | null
  guestKey: string | null
  goodsMinor: number
}

/** The gifts named, with their campaign, their order, and what else that order bought (in minor units). */
async function giftRows(db: SqlExecutor, ids: readonly number[]): Promise<GiftRow[]> {
  if (ids.length === 0) return []
  return rowsOf<GiftRow>(
    db,
    sql`SELECT g.id, g.donor_name AS name, g.donor_email AS email, g.amount_minor::float8 AS "amountMinor",
               g.currency, g.status, g.paid_at AS "paidAt", g.dedication, g.dedicated_to AS "dedicatedTo",
               c.name AS campaign, o.id AS "orderId", o.number AS "orderNumber",
               CASE WHEN o.buyer_id IS NULL THEN o.guest_token END AS "guestKey",
               coalesce((SELECT sum(l.unit_price_minor * l.quantity) FROM orders_lines l
                         WHERE l._parent_id = o.id AND l.kind <> ${DONATION_KIND}), 0)::float8 AS "goodsMinor"
        FROM gifts g JOIN campaigns c ON c.id = g.campaign_id LEFT JOIN orders o ON o.id = g.order_id
        WHERE g.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        ORDER BY g.id`,
  )
}

/** A gift and the organisation as the acknowledgement's merge fields. */
export function acknowledgementContext(
  gift: Pick<
    GiftRow,
    'name' | 'amountMinor' | 'currency' | 'paidAt' | 'dedication' | 'dedicatedTo' | 'campaign' | 'goodsMinor'
  >,
  settings: AcknowledgementSettings,
  options: { timeZone: string; receiptLink: string },
): TemplateContext {
  return {
    donor: { name: gift.name.trim() },
    gift: {
      amount: formatMoney({ minor: gift.amountMinor, currency: gift.currency }),
      date: formatDate(gift.paidAt ?? Date.now(), options.timeZone),
      dedication: dedicationSentence(gift.dedication, gift.dedicatedTo),
      exchange: exchangeSentence(gift.goodsMinor, gift.currency),
      deductibility: settings.deductibility,
    },
    campaign: { name: gift.campaign },
    organisation: { legalName: settings.legalName, taxNumber: settings.taxNumber },
    links: { receipt: options.receiptLink },
  }
}

export type AcknowledgementSending = TemplateSending | 'not-paid' | 'no-gift'

type MailConfig = Pick<AppConfig, 'PUBLIC_URL' | 'MAIL_FROM' | 'SMTP_URL' | 'DATA_DIR' | 'TIMEZONE'>

/**
 * Mails a paid gift's acknowledgement once (`acknowledgementKey`), with its
 * order's acknowledgement as a PDF. A mailer that fails throws, and the job
 * tries again; the key keeps a retry from sending twice.
 */
export async function sendGiftAcknowledgement(
  payload: Payload,
  giftId: number,
  settings: MailConfig = config(),
  mailer?: Mailer,
): Promise<AcknowledgementSending> {
  const db = database(payload)
  const [gift] = await giftRows(db, [giftId])
  if (!gift) return 'no-gift'
  if (gift.status !== 'paid') return 'not-paid'
  const link = new URL(
    gift.orderNumber ? receiptPath(gift.orderNumber, gift.guestKey) : '/dashboard',
    settings.PUBLIC_URL,
  ).toString()
  const attachments = []
  if (gift.orderId !== null) {
    const order = await payload.findByID({ collection: 'orders', id: gift.orderId, depth: 0, overrideAccess: true })
    const view = receiptView(await receiptSource(payload, order), { timeZone: settings.TIMEZONE })
    attachments.push({
      filename: receiptFileName(order.number),
      content: await receiptPdf(view, { organisation: ORGANISATION_NAME }),
      contentType: 'application/pdf',
    })
  }
  return sendFromTemplate(payload, {
    key: ACKNOWLEDGEMENT_TEMPLATE,
    to: gift.email,
    context: acknowledgementContext(gift, await acknowledgementSettings(db), {
      timeZone: settings.TIMEZONE,
      receiptLink: link,
    }),
    idempotencyKey: acknowledgementKey(giftId),
    attachments,
    settings,
    mailer,
  })
}

/**
 * The acknowledgement's part of the receipt of an order with gifts: each
 * gift with its date, what the order gave in return, the deductibility
 * statement, the legal name and tax number.
 */
export async function acknowledgementPart(db: SqlExecutor, order: ReceiptOrder): Promise<ReceiptPart | null> {
  if (!order.paid) return null
  const ids = order.lines
    .filter((line) => line.kind === DONATION_KIND && /^\d{1,10}$/.test(line.product))
    .map((line) => Number(line.product))
  const gifts = (await giftRows(db, ids)).filter((gift) => gift.status === 'paid')
  if (gifts.length === 0) return null
  const settings = await acknowledgementSettings(db)
  const { TIMEZONE } = config()
  const goodsMinor = order.lines
    .filter((line) => line.kind !== DONATION_KIND)
    .reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0)
  return {
    heading: gifts.length === 1 ? 'Acknowledgement of your gift' : 'Acknowledgement of your gifts',
    paragraphs: [
      ...gifts.map(
        (gift) =>
          `${settings.legalName} received your gift of ${formatMoney({ minor: gift.amountMinor, currency: gift.currency })} ` +
          `to ${gift.campaign} on ${formatDate(gift.paidAt ?? Date.now(), TIMEZONE)}, with thanks.`,
      ),
      exchangeSentence(goodsMinor, order.currency).replace(
        'this gift',
        gifts.length === 1 ? 'this gift' : 'these gifts',
      ),
      settings.deductibility,
    ],
    facts: [
      { label: 'Legal name', value: settings.legalName },
      ...(settings.taxNumber ? [{ label: 'Tax number', value: settings.taxNumber }] : []),
    ],
  }
}

const FIELDS = {
  'donor.name': { description: 'The donor’s name, as given with the gift.', example: 'Ada Lovelace' },
  'gift.amount': { description: 'The gift’s amount, with its currency.', example: '$50.00' },
  'gift.date': { description: 'The day the gift was received, where the organisation is.', example: 'March 1, 2026' },
  'gift.dedication': {
    description:
      'A sentence such as “This gift was made in memory of Jane Doe.”, or nothing: show it with {{#gift.dedication}}…{{/gift.dedication}}.',
    example: 'This gift was made in honour of Sam Rivera.',
  },
  'gift.exchange': {
    description:
      'What was given in return: “No goods or services were provided in exchange for this gift.”, or the value of what the same order bought.',
    example: 'No goods or services were provided in exchange for this gift.',
  },
  'gift.deductibility': {
    description: 'The deductibility statement of the Gift acknowledgements settings.',
    example: 'Your gift is tax-deductible to the extent allowed by law.',
  },
  'campaign.name': { description: 'The campaign the gift was made to.', example: 'New studio roof' },
  'organisation.legalName': {
    description: 'The organisation’s legal name, from the settings.',
    example: 'Vernissage Arts Society',
  },
  'organisation.taxNumber': {
    description:
      'The tax number, from the settings, or nothing: show it with {{#organisation.taxNumber}}…{{/organisation.taxNumber}}.',
    example: '12-3456789',
  },
  'links.receipt': {
    description: 'The acknowledgement online, with its PDF.',
    example: 'https://example.org/shop/orders/V-2026-000123',
  },
} as const

/** The acknowledgement as a comms mail template (decision 046), for the Payload config. */
export function acknowledgementTemplate(): TemplateDefinition {
  return {
    key: ACKNOWLEDGEMENT_TEMPLATE,
    label: 'Donor acknowledgement (for tax records)',
    description: 'Sent once for each gift as soon as it is paid, with the acknowledgement as a PDF.',
    fields: FIELDS,
    needs: 'staff',
    defaults: {
      subject: 'Acknowledgement of your gift to {{campaign.name}}',
      html: [
        '<p>Dear {{donor.name}},</p>',
        '<p>Thank you for your gift of <strong>{{gift.amount}}</strong> to {{campaign.name}}, received on {{gift.date}}.</p>',
        '{{#gift.dedication}}',
        '<p>{{gift.dedication}}</p>',
        '{{/gift.dedication}}',
        '<p>{{gift.exchange}}</p>',
        '<p>{{gift.deductibility}}</p>',
        '<p>{{organisation.legalName}}{{#organisation.taxNumber}}<br>Tax number: {{organisation.taxNumber}}{{/organisation.taxNumber}}</p>',
        '<p>This acknowledgement is attached as a PDF, and online: <a href="{{links.receipt}}">{{links.receipt}}</a></p>',
        '<p>With gratitude,<br>Everyone at Vernissage</p>',
        '',
      ].join('\n'),
      text: [
        'Dear {{donor.name}},',
        '',
        'Thank you for your gift of {{gift.amount}} to {{campaign.name}}, received on {{gift.date}}.',
        '',
        '{{#gift.dedication}}',
        '{{gift.dedication}}',
        '',
        '{{/gift.dedication}}',
        '{{gift.exchange}}',
        '',
        '{{gift.deductibility}}',
        '',
        '{{organisation.legalName}}',
        '{{#organisation.taxNumber}}',
        'Tax number: {{organisation.taxNumber}}',
        '{{/organisation.taxNumber}}',
        '',
        'This acknowledgement is attached as a PDF, and online: {{links.receipt}}',
        '',
        'With gratitude,',
        'Everyone at Vernissage',
        '',
      ].join('\n'),
    },
    async previewContext(payload) {
      const db = database(payload)
      const [row] = await rowsOf<{ id: number }>(
        db,
        sql`SELECT id FROM gifts WHERE status = 'paid' ORDER BY paid_at DESC NULLS LAST, id DESC LIMIT 1`,
      )
      const [gift] = row ? await giftRows(db, [Number(row.id)]) : []
      if (!gift) return null
      const { PUBLIC_URL, TIMEZONE } = config()
      const link = new URL(gift.orderNumber ? receiptPath(gift.orderNumber) : '/dashboard', PUBLIC_URL).toString()
      return {
        context: acknowledgementContext(gift, await acknowledgementSettings(db), {
          timeZone: TIMEZONE,
          receiptLink: link,
        }),
        record: `${gift.name}’s gift to ${gift.campaign}`,
      }
    },
  }
}
