import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { recordAudit, type Person } from '@/domains/accounts'
import { formatMoney, ORGANISATION_NAME } from '@/domains/commerce'
import { mailerFor, mailSettings } from '@/domains/comms'
import { config, type AppConfig } from '@/platform/config'
import { inTransaction, rowsOf } from '@/platform/database/transaction'
import type { Mailer } from '@/platform/mail'

import { DEFAULT_THANK_YOU, dedicationSentence, thankYouMail } from './acknowledgement'
import { THANK_YOU_TASK } from './donor-lists'

export type ThankYouSending = 'sent' | 'already-thanked' | 'not-paid' | 'no-gift'

type MailConfig = Pick<AppConfig, 'PUBLIC_URL' | 'MAIL_FROM' | 'SMTP_URL' | 'DATA_DIR'>

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/**
 * Mails a paid gift's thank-you, made from the `donor-thank-you` global,
 * once. The gift is locked and `acknowledgedAt` read first, and set in the
 * same transaction once the mailer took the message: a second run, even at
 * the same moment, waits for the first and then sends nothing. A mailer that
 * fails (the SMTP server away) throws, nothing is set, and the job is tried
 * again. As with receipts, at least once rather than exactly once: a process
 * stopping between the send and the commit sends a second copy.
 */
export async function sendThankYou(
  payload: Payload,
  giftId: number,
  settings: MailConfig = config(),
  mailer: Mailer = mailerFor(payload, mailSettings(settings)),
): Promise<ThankYouSending> {
  return inTransaction<ThankYouSending>(payload, async (tx) => {
    const [gift] = await rowsOf<{
      status: string
      acknowledgedAt: string | null
      name: string
      email: string
      amountMinor: number
      currency: string
      paidAt: string | null
      dedication: 'honour' | 'memory' | null
      dedicatedTo: string | null
      campaign: string
    }>(
      tx.db,
      sql`SELECT g.status, g.acknowledged_at AS "acknowledgedAt", g.donor_name AS name, g.donor_email AS email,
                 g.amount_minor::float8 AS "amountMinor", g.currency, g.paid_at AS "paidAt", g.dedication,
                 g.dedicated_to AS "dedicatedTo", c.name AS campaign
          FROM gifts g JOIN campaigns c ON c.id = g.campaign_id
          WHERE g.id = ${giftId} FOR UPDATE OF g`,
    )
    if (!gift) return { commit: false, value: 'no-gift' }
    if (gift.acknowledgedAt) return { commit: false, value: 'already-thanked' }
    if (gift.status !== 'paid') return { commit: false, value: 'not-paid' }

    const words = await payload.findGlobal({ slug: 'donor-thank-you', overrideAccess: true, req: tx.req, depth: 0 })
    const mail = thankYouMail(
      { subject: words.subject || DEFAULT_THANK_YOU.subject, body: words.body || DEFAULT_THANK_YOU.body },
      {
        name: gift.name.trim(),
        amount: formatMoney({ minor: gift.amountMinor, currency: gift.currency }),
        campaign: gift.campaign,
        date: DAY.format(new Date(gift.paidAt ?? Date.now())),
        dedication: dedicationSentence(gift.dedication, gift.dedicatedTo),
      },
      { organisationName: ORGANISATION_NAME, publicUrl: settings.PUBLIC_URL },
    )
    await mailer.send({ to: gift.email, ...mail })
    await tx.db.execute(sql`UPDATE gifts SET acknowledged_at = now(), updated_at = now() WHERE id = ${giftId}`)
    return { commit: true, value: 'sent' }
  })
}

/**
 * Queues the thank-you of each gift, and audits who asked, in one
 * transaction. Queueing a gift twice is harmless: the job thanks it once.
 */
export async function queueThankYous(
  payload: Payload,
  staff: Person,
  gifts: readonly number[],
  how: 'one' | 'all-not-thanked',
): Promise<void> {
  await inTransaction(payload, async (tx) => {
    for (const gift of gifts) await payload.jobs.queue({ task: THANK_YOU_TASK, input: { gift }, req: tx.req })
    await recordAudit(
      payload,
      {
        actor: Number(staff.id),
        action: how === 'one' ? 'gift.thank-you' : 'gifts.thank-you',
        targetCollection: 'gifts',
        targetId: how === 'one' ? gifts[0] : undefined,
        summary: { gifts: gifts.length <= 100 ? [...gifts] : gifts.length },
      },
      tx.req,
    )
    return { commit: true, value: undefined }
  })
}
