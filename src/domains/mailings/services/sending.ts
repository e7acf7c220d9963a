import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { audienceRecipientsSql } from '@/domains/audiences'
import { marketingRefusals, preferencesLink, unsubscribeHeaders, type MarketingRefusal } from '@/domains/comms'
import { database, inTransaction, rowsOf, type SqlExecutor } from '@/platform/database/transaction'
import { escapeHtml, layout, type Mailer, type RenderedMail } from '@/platform/mail'

import { mailingFiller } from './content'
import { mailingById, type Mailing } from './store'

/**
 * Sending a mailing (decision 092). The recipients are written once, one row
 * per mailing and lower-cased email; each row is then claimed (`sending`,
 * committed) just before the mail server is given its mail, and marked `sent`
 * or `failed` as soon as it answers. A row found `sending` when a run begins was cut off by a
 * crash — the mail may or may not have gone — so it becomes `unknown`: reported,
 * never sent again unless staff ask (`resendUnknown`). Runs never overlap: the
 * jobs queue runs one job at a time over every process (decision 037).
 */
export type RecipientState = 'queued' | 'skipped' | 'sending' | 'sent' | 'failed' | 'unknown'

export const REFUSAL_WORDS: Record<MarketingRefusal, string> = {
  unsubscribed: 'Unsubscribed',
  'topic-off': 'Turned this topic off',
  'hard-bounce': 'Their address bounced',
  complaint: 'Complained of an earlier mail',
}

export const CUT_OFF =
  'The sending was cut off (the server stopped) while this mail was being handed to the mail server: it may or may not have arrived.'

export type Site = { organisationName: string; publicUrl: string }

/** The web version's address of a mailing. */
export function webVersionUrl(site: Site, mailingId: number): string {
  return new URL(`/newsletters/${mailingId}`, site.publicUrl).toString()
}

/** One recipient's whole mail: the filled blocks in the site's layout, the footer, the one-click unsubscribe. */
export function recipientMail(
  mailing: Mailing,
  recipient: { email: string; name: string },
  site: Site,
  options: { test?: boolean } = {},
): MailForRecipient {
  return recipientMailer(mailing, site, options)(recipient)
}

type MailForRecipient = RenderedMail & { headers: Record<string, string> }

/** `recipientMail` for many recipients of one mailing: its template read once, only the merge fields filled each. */
export function recipientMailer(
  mailing: Mailing,
  site: Site,
  options: { test?: boolean } = {},
): (recipient: { email: string; name: string }) => MailForRecipient {
  const fill = mailingFiller(mailing)
  const web = webVersionUrl(site, mailing.id)
  return (recipient) => {
    const body = fill(recipient)
    const preferences = preferencesLink(recipient.email)
    const footerHtml = `<hr style="border:0;border-top:1px solid #e4e4e7;margin:24px 0 12px;">
<p style="margin:0;font-size:13px;color:#52525b;">Read it on the web: <a href="${escapeHtml(web)}" style="color:#1d4ed8;">${escapeHtml(web)}</a><br>
Choose what we send you, or unsubscribe: <a href="${escapeHtml(preferences)}" style="color:#1d4ed8;">your mail preferences</a></p>`
    const footerText = `Read it on the web: ${web}\nChoose what we send you, or unsubscribe: ${preferences}\n`
    return {
      subject: options.test ? `[Test] ${body.subject}` : body.subject,
      html: layout(`${body.html}\n${footerHtml}`, site),
      text: `${body.text.trim()}\n\n--\n${footerText}`,
      headers: unsubscribeHeaders({ email: recipient.email, topic: mailing.topic, mailing: String(mailing.id) }),
    }
  }
}

/**
 * Writes the audience's people as recipients, once: a second call (a run cut
 * off and run again) finds the mailing materialised and adds nobody.
 */
export async function materialiseRecipients(payload: Payload, mailingId: number): Promise<number> {
  const mailing = await mailingById(database(payload), mailingId)
  if (!mailing || mailing.materialisedAt) return 0
  const audience = await audienceRecipientsSql(payload, mailing.audience)
  return inTransaction(payload, async ({ db }) => {
    const [locked] = await rowsOf<{ materialised: boolean }>(
      db,
      sql`SELECT materialised_at IS NOT NULL AS materialised FROM mailings WHERE id = ${mailingId} FOR UPDATE`,
    )
    if (!locked || locked.materialised) return { commit: false, value: 0 }
    const { rowCount } = await db.execute(sql`
      INSERT INTO mailing_recipients (mailing_id, email, name, user_id)
      SELECT ${mailingId}, lower(people.email), coalesce(people.name, ''), people.user_id
      FROM (${audience}) AS people
      WHERE people.email IS NOT NULL AND people.email <> ''
      ON CONFLICT (mailing_id, email) DO NOTHING`)
    await db.execute(sql`UPDATE mailings SET materialised_at = now() WHERE id = ${mailingId}`)
    return { commit: true, value: rowCount ?? 0 }
  })
}

/** Rows a cut-off run left `sending`: outcome unknown, reported, not sent again. */
export async function markCutOff(payload: Payload, mailingId: number): Promise<number> {
  const { rowCount } = await database(payload).execute(
    sql`UPDATE mailing_recipients SET state = 'unknown', reason = ${CUT_OFF}, updated_at = now()
        WHERE mailing_id = ${mailingId} AND state = 'sending'`,
  )
  return rowCount ?? 0
}

export type SliceOutcome = { sent: number; failed: number; skipped: number; unknown: number; done: boolean }

/**
 * Recipients under way at once: twice a pooled SMTP transport's connections, so
 * that while some wait on their claim or mark being committed the connections
 * still have mail to carry (at the connections' number they sat idle for every
 * commit: 0.53 of the bare loop at 10,000). Also the most a crash leaves unknown.
 */
const SENDING_AT_ONCE = 10

/** A mail's outcome, recorded in the same statement as its sender's next claim (or alone after its last). */
type Outcome = { email: string; state: 'sent' | 'failed'; detail: string }

type Turn = {
  claim: string | null
  answered: Outcome | null
  claimed: (yes: boolean) => void
  failed: (error: unknown) => void
}

/**
 * The senders' claims and answers, written together: one statement, one commit, for every sender that asked
 * while the last one was being written (a group commit). Each claimed row is still committed `sending`
 * before its mail is handed over, and each answer recorded with its sender's next claim, so a crash leaves
 * unknown only the sends under way — at most one a sender — as before; the commits no longer come one a mail.
 */
function claimsInGroups(db: SqlExecutor, mailingId: number) {
  let waiting: Turn[] = []
  let writing = false
  const write = async () => {
    writing = true
    while (waiting.length) {
      const group = waiting
      waiting = []
      const answers = group.flatMap((turn) => (turn.answered ? [turn.answered] : []))
      const claims = group.flatMap((turn) => (turn.claim ? [turn.claim] : []))
      try {
        const claimed = await rowsOf<{ email: string }>(
          db,
          sql`WITH answered AS (
              UPDATE mailing_recipients r SET state = a.state, updated_at = now(),
                message_id = CASE WHEN a.state = 'sent' THEN a.detail END,
                reason = CASE WHEN a.state = 'failed' THEN a.detail END
              FROM unnest(${sql.param(answers.map((a) => a.email))}::text[], ${sql.param(answers.map((a) => a.state))}::text[],
                ${sql.param(answers.map((a) => a.detail))}::text[]) AS a(email, state, detail)
              WHERE r.mailing_id = ${mailingId} AND r.email = a.email AND r.state = 'sending'
              RETURNING 1)
            UPDATE mailing_recipients SET state = 'sending', updated_at = now()
            WHERE mailing_id = ${mailingId} AND email = ANY(${sql.param(claims)}::text[]) AND state = 'queued'
            RETURNING email`,
        )
        const taken = new Set(claimed.map((row) => row.email))
        for (const turn of group) turn.claimed(turn.claim !== null && taken.has(turn.claim))
      } catch (error) {
        for (const turn of group) turn.failed(error)
      }
    }
    writing = false
  }
  /** Claims `email` (null: none, only the answer) after recording `answered`; whether the row was claimed. */
  return (claim: string | null, answered: Outcome | null) =>
    new Promise<boolean>((claimed, failed) => {
      waiting.push({ claim, answered, claimed, failed })
      if (!writing) void write()
    })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sends a started mailing's queued recipients for up to `budgetMs`, in batches
 * paced to its rate (messages per minute, read again each batch so staff can
 * change it while it sends). `done` once no recipient is queued.
 */
export async function sendSlice(
  payload: Payload,
  mailingId: number,
  input: { mailer: Mailer; site: Site; budgetMs: number },
): Promise<SliceOutcome> {
  const db = database(payload)
  const outcome: SliceOutcome = { sent: 0, failed: 0, skipped: 0, unknown: 0, done: false }
  outcome.unknown = await markCutOff(payload, mailingId)
  const stopAt = Date.now() + input.budgetMs
  // Batches go in email order: each starts after the last one's final email, so none reads again the rows already done.
  let after = ''
  while (Date.now() < stopAt) {
    const mailing = await mailingById(db, mailingId)
    if (!mailing || mailing.state !== 'sending') return outcome
    const size = Math.max(1, Math.min(500, Math.ceil(mailing.ratePerMinute / 60)))
    const began = Date.now()
    const queued = await rowsOf<{ email: string; name: string }>(
      db,
      sql`SELECT email, name FROM mailing_recipients WHERE mailing_id = ${mailingId} AND state = 'queued' AND email > ${after}
          ORDER BY email LIMIT ${size}`,
    )
    if (!queued.length) {
      outcome.done = true
      return outcome
    }
    after = queued.at(-1)!.email
    const refusals = await marketingRefusals(
      db,
      queued.map((row) => row.email),
      mailing.topic,
    )
    for (const [email, refusal] of refusals) {
      await db.execute(
        sql`UPDATE mailing_recipients SET state = 'skipped', reason = ${refusal}, updated_at = now()
            WHERE mailing_id = ${mailingId} AND email = ${email} AND state = 'queued'`,
      )
      outcome.skipped += 1
    }
    const sendable = queued.filter((row) => !refusals.has(row.email))
    const mailFor = recipientMailer(mailing, input.site)
    let next = 0
    const take = claimsInGroups(db, mailingId)
    // Each sender claims a row, committed, before the mail server sees its mail (a crash from then on leaves it
    // `sending`), and records the mail server's answer with its next claim; the senders' claims are written
    // together (`claimsInGroups`), so a crash leaves only the sends under way, and answers not yet recorded, unknown.
    const sender = async () => {
      let answered: Outcome | null = null
      while (next < sendable.length) {
        const recipient = sendable[next++]!
        const claimed = await take(recipient.email, answered)
        answered = null
        if (!claimed) continue
        try {
          const mail = mailFor(recipient)
          const { messageId } = await input.mailer.send({ to: recipient.email, ...mail })
          answered = { email: recipient.email, state: 'sent', detail: messageId }
        } catch (error) {
          const detail = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
          answered = { email: recipient.email, state: 'failed', detail }
        }
        outcome[answered.state] += 1
      }
      if (answered) await take(null, answered)
    }
    await Promise.all(Array.from({ length: Math.min(SENDING_AT_ONCE, sendable.length) }, sender))
    const pause = (sendable.length * 60_000) / mailing.ratePerMinute - (Date.now() - began)
    if (pause > 0) await sleep(Math.min(pause, Math.max(0, stopAt - Date.now())))
  }
  return outcome
}

/**
 * A scheduled mailing starts sending (frozen from now on) when the job queued
 * for its time runs — the job's time is the schedule, so the queue's clock
 * decides — unless it was scheduled again since (`queuedFor` no longer its
 * time) or put back to a draft. True when it is sending.
 */
export async function startWhenDue(payload: Payload, mailingId: number, queuedFor: string | null): Promise<boolean> {
  const db = database(payload)
  await db.execute(
    sql`UPDATE mailings SET state = 'sending', started_at = now(), updated_at = now()
        WHERE id = ${mailingId} AND state = 'scheduled'
          AND (${queuedFor}::timestamptz IS NULL OR send_at = ${queuedFor}::timestamptz)`,
  )
  const mailing = await mailingById(db, mailingId)
  return mailing?.state === 'sending'
}

export async function finishMailing(payload: Payload, mailingId: number): Promise<void> {
  await database(payload).execute(
    sql`UPDATE mailings SET state = 'sent', finished_at = now(), updated_at = now() WHERE id = ${mailingId} AND state = 'sending'
          AND NOT EXISTS (SELECT 1 FROM mailing_recipients WHERE mailing_id = ${mailingId} AND state IN ('queued', 'sending'))`,
  )
}

/** Staff's explicit choice: the recipients whose outcome is unknown are queued again (they may get it twice). */
export async function resendUnknown(payload: Payload, mailingId: number): Promise<number> {
  return inTransaction(payload, async ({ db }) => {
    const { rowCount } = await db.execute(
      sql`UPDATE mailing_recipients SET state = 'queued', reason = NULL, updated_at = now()
          WHERE mailing_id = ${mailingId} AND state = 'unknown'`,
    )
    if (rowCount) {
      await db.execute(
        sql`UPDATE mailings SET state = 'sending', finished_at = NULL, updated_at = now() WHERE id = ${mailingId} AND state = 'sent'`,
      )
    }
    return { commit: true, value: rowCount ?? 0 }
  })
}
