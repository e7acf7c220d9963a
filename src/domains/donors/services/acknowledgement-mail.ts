import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { recordAudit, type Person } from '@/domains/accounts'
import { sendFromTemplate } from '@/domains/comms'
import { config, type AppConfig } from '@/platform/config'
import { inTransaction, rowsOf } from '@/platform/database/transaction'
import type { Mailer } from '@/platform/mail'

import { THANK_YOU_TEMPLATE, thankYouContext } from './acknowledgement'
import { giftFacts } from './acknowledgement-template'
import { THANK_YOU_TASK } from './donor-lists'

export type ThankYouSending = 'sent' | 'already-thanked' | 'not-paid' | 'no-gift'

type MailConfig = Pick<AppConfig, 'PUBLIC_URL' | 'MAIL_FROM' | 'SMTP_URL' | 'DATA_DIR'>

/** The idempotency key of a gift's thank-you: one per gift, ever. */
export const thankYouKey = (giftId: number) => `${THANK_YOU_TEMPLATE}:gift:${giftId}`

/**
 * Mails a paid gift's thank-you, from the `donor-thank-you` template, once.
 * The gift is locked and `acknowledgedAt` read first, and set in the same
 * transaction as `sendFromTemplate` records the gift's idempotency key, once
 * the mailer took the message: a second run, even at the same moment, waits
 * for the first and then sends nothing. A mailer that fails (the SMTP server
 * away) throws, nothing is set, and the job is tried again. As with receipts,
 * at least once rather than exactly once: a process stopping between the send
 * and the commit sends a second copy.
 */
export async function sendThankYou(
  payload: Payload,
  giftId: number,
  settings: MailConfig = config(),
  mailer?: Mailer,
): Promise<ThankYouSending> {
  return inTransaction<ThankYouSending>(payload, async (tx) => {
    const [gift] = await rowsOf<{ status: string; acknowledgedAt: string | null; email: string }>(
      tx.db,
      sql`SELECT status, acknowledged_at AS "acknowledgedAt", donor_email AS email
          FROM gifts WHERE id = ${giftId} FOR UPDATE`,
    )
    if (!gift) return { commit: false, value: 'no-gift' }
    if (gift.acknowledgedAt) return { commit: false, value: 'already-thanked' }
    if (gift.status !== 'paid') return { commit: false, value: 'not-paid' }

    const [facts] = await giftFacts(tx.db, sql`g.id = ${giftId}`)
    const sent = await sendFromTemplate(payload, {
      key: THANK_YOU_TEMPLATE,
      to: gift.email,
      context: thankYouContext(facts!),
      idempotencyKey: thankYouKey(giftId),
      tx,
      settings,
      mailer,
    })
    await tx.db.execute(sql`UPDATE gifts SET acknowledged_at = now(), updated_at = now() WHERE id = ${giftId}`)
    return { commit: true, value: sent === 'sent' ? 'sent' : 'already-thanked' }
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
