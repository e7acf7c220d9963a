import { sql } from '@payloadcms/db-postgres'

import { config } from '@/platform/config'
import { rowsOf, type SqlExecutor } from '@/platform/database/transaction'
import type { RefusedRecipient } from '@/platform/mail'

import { consentKey, MAIL_TOPICS, signConsentToken, type MailTopic } from './consent-tokens'

/**
 * Consent to marketing mail (decision 090): the topics a person chose, kept by
 * email, and the suppression list — addresses no marketing mail goes to, because
 * the person unsubscribed, the mail server refused the address for good (a hard
 * bounce) or the person complained. Transactional mail (receipts, resets) never
 * asks here.
 */

export type MarketingRefusal = 'unsubscribed' | 'topic-off' | 'hard-bounce' | 'complaint'
export type SuppressionReason = Exclude<MarketingRefusal, 'topic-off'>
export const SUPPRESSION_REASONS: readonly SuppressionReason[] = ['unsubscribed', 'hard-bounce', 'complaint']

/** The address at which mail addresses are compared (and kept). */
export const mailAddressKey = (email: string) => email.trim().toLowerCase()

const listOf = (emails: string[]) => JSON.stringify([...new Set(emails.map(mailAddressKey))])

/** The emails (compared lower-cased) that may NOT be sent `topic`, each with why; absent = may be sent. */
export async function marketingRefusals(
  db: SqlExecutor,
  emails: string[],
  topic: MailTopic,
): Promise<Map<string, MarketingRefusal>> {
  if (emails.length === 0) return new Map()
  const rows = await rowsOf<{ email: string; refusal: MarketingRefusal }>(
    db,
    sql`SELECT e.email, coalesce(s.reason, 'topic-off') AS refusal
        FROM jsonb_array_elements_text(${listOf(emails)}::jsonb) AS e(email)
        LEFT JOIN mail_suppressions s ON s.email = e.email
        LEFT JOIN mail_preferences p ON p.email = e.email
        WHERE s.email IS NOT NULL OR NOT (${topic}::text = ANY (p.topics))`,
  )
  return new Map(rows.map((row) => [row.email, row.refusal]))
}

const linkKey = () => consentKey(config().PAYLOAD_SECRET)

/** The one-click unsubscribe address of one mail to one person (RFC 8058). */
export function unsubscribeLink(input: { email: string; topic: MailTopic; mailing?: string }): string {
  const token = signConsentToken(linkKey(), { purpose: 'unsubscribe', ...input })
  return `${config().PUBLIC_URL}/mail/unsubscribe?${new URLSearchParams({ token })}`
}

/** RFC 8058 headers for one recipient: List-Unsubscribe (<https URL with a signed token>) and List-Unsubscribe-Post. */
export function unsubscribeHeaders(input: {
  email: string
  topic: MailTopic
  mailing?: string
}): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeLink(input)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/** The person's preference page (signed token in the address), for the mail's footer. */
export function preferencesLink(email: string): string {
  const token = signConsentToken(linkKey(), { purpose: 'preferences', email })
  return `${config().PUBLIC_URL}/mail/preferences?${new URLSearchParams({ token })}`
}

export type Suppression = {
  email: string
  reason: SuppressionReason
  mailing: string | null
  note: string | null
  createdAt: string
}

/**
 * Records a hard bounce / complaint / unsubscribe (idempotent; audited). An
 * address already listed keeps its first reason, except that a complaint or a
 * hard bounce outranks an unsubscribe (the person could undo an unsubscribe,
 * not those). Only a row written or changed is audited, so twice is once.
 */
export async function suppress(
  db: SqlExecutor,
  input: {
    email: string
    reason: SuppressionReason
    mailing?: string
    note?: string
    /** The staff member who listed it, when one did. */
    actor?: number | null
  },
): Promise<void> {
  const email = mailAddressKey(input.email)
  await db.execute(
    sql`WITH listed AS (
          INSERT INTO mail_suppressions (email, reason, mailing, note)
          VALUES (${email}, ${input.reason}, ${input.mailing ?? null}, ${input.note ?? null})
          ON CONFLICT (email) DO UPDATE SET reason = EXCLUDED.reason, mailing = EXCLUDED.mailing,
            note = EXCLUDED.note, created_at = now()
          WHERE mail_suppressions.reason = 'unsubscribed' AND EXCLUDED.reason <> 'unsubscribed'
          RETURNING id)
        INSERT INTO audit_log (actor_id, action, target_collection, target_id, target, summary, created_at, updated_at)
        SELECT ${input.actor ?? null}, 'mail.suppressed', 'mail-suppressions', listed.id::text, ${email},
          ${JSON.stringify({ reason: input.reason, mailing: input.mailing ?? null, note: input.note ?? null })}::jsonb,
          now(), now()
        FROM listed`,
  )
}

/** Takes an address off the suppression list (staff, with a reason; or the person re-subscribing). Audited. */
export async function unsuppress(
  db: SqlExecutor,
  input: { email: string; note: string; actor?: number | null; onlyReason?: SuppressionReason },
): Promise<boolean> {
  const email = mailAddressKey(input.email)
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`WITH removed AS (
          DELETE FROM mail_suppressions WHERE email = ${email}
            AND (${input.onlyReason ?? null}::text IS NULL OR reason = ${input.onlyReason ?? null})
          RETURNING id, reason)
        INSERT INTO audit_log (actor_id, action, target_collection, target_id, target, summary, created_at, updated_at)
        SELECT ${input.actor ?? null}, 'mail.unsuppressed', 'mail-suppressions', removed.id::text, ${email},
          jsonb_build_object('reason', removed.reason, 'note', ${input.note}::text), now(), now()
        FROM removed RETURNING id`,
  )
  return rows.length > 0
}

/** The address's row on the suppression list, if it is on it. */
export async function suppressionOf(db: SqlExecutor, email: string): Promise<Suppression | null> {
  const [row] = await rowsOf<Suppression>(
    db,
    sql`SELECT email, reason, mailing, note, created_at::text AS "createdAt"
        FROM mail_suppressions WHERE email = ${mailAddressKey(email)}`,
  )
  return row ?? null
}

/** The topics the person receives: those they chose, or every topic while they have not chosen. */
export async function chosenTopics(db: SqlExecutor, email: string): Promise<MailTopic[]> {
  const [row] = await rowsOf<{ topics: string[] }>(
    db,
    sql`SELECT topics FROM mail_preferences WHERE email = ${mailAddressKey(email)}`,
  )
  return row ? MAIL_TOPICS.filter((topic) => row.topics.includes(topic)) : [...MAIL_TOPICS]
}

/** Keeps the person's choice of topics. */
export async function chooseTopics(db: SqlExecutor, email: string, topics: MailTopic[]): Promise<void> {
  const chosen = JSON.stringify(MAIL_TOPICS.filter((topic) => topics.includes(topic)))
  await db.execute(
    sql`INSERT INTO mail_preferences (email, topics, updated_at)
        VALUES (${mailAddressKey(email)}, ARRAY(SELECT jsonb_array_elements_text(${chosen}::jsonb)), now())
        ON CONFLICT (email) DO UPDATE SET topics = EXCLUDED.topics, updated_at = now()`,
  )
}

/** The refused recipients that are hard bounces: a 5xx reply refuses for good, a 4xx only for now. */
export function hardBounces(refused: RefusedRecipient[]): RefusedRecipient[] {
  return refused.filter((recipient) => recipient.address && (recipient.responseCode ?? 0) >= 500)
}

/** Lists each hard-bounced recipient of a send (idempotent: a second bounce of a listed address changes nothing). */
export async function recordHardBounces(db: SqlExecutor, refused: RefusedRecipient[]): Promise<void> {
  for (const recipient of hardBounces(refused)) {
    await suppress(db, {
      email: recipient.address,
      reason: 'hard-bounce',
      note: `The mail server answered ${recipient.responseCode} to this address.`,
    })
  }
}
