import { sql } from '@payloadcms/db-postgres'

import { formatMoney, parseMoney } from '@/domains/commerce'
import { isCalendarDate, startOfDay, type CalendarDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { rowsOf, type SqlExecutor } from '@/platform/database/transaction'

/**
 * Donors brought in from a CSV file with their past gifts, a line per gift
 * (the imports domain, decision 094, stop 49). Each gift goes to the campaign
 * staff choose for the import; it is paid, recorded by staff (`desk`), in
 * integer minor units of `CURRENCY`, dated at the start of its day in
 * `TIMEZONE`, linked to the account of its email when there is one, and
 * counted as thanked already (the old system thanked it: staff's "thank
 * every gift not yet thanked" must not mail past donors). A gift's natural
 * key is its donor's email, its day, its amount and its campaign: importing
 * the same gift again finds it and never doubles it.
 */

export const DONOR_IMPORT_FIELDS = [
  { key: 'email', label: 'Email', required: true },
  { key: 'name', label: 'Name' },
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'organisation', label: 'Organisation' },
  { key: 'amount', label: 'Amount', required: true },
  { key: 'givenOn', label: 'Date of the gift', required: true },
] as const

/** The campaign an import's gifts go to, chosen beside the mapping, and the currency they are in. */
export type GiftImportContext = { campaign: { id: number; name: string } | null; currency: string }

export type ImportedGift = {
  email: string
  name: string
  organisation: string | null
  amountMinor: number
  givenOn: CalendarDate
  campaign: number
}

export type FoundGift = { id: number; donorName: string; organisation: string | null }
/** What an import changed on a gift it found again, to put back on undo. */
export type GiftBefore = Omit<FoundGift, 'id'>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The campaigns an import's gifts may go to, newest first. */
export async function giftImportCampaigns(db: SqlExecutor): Promise<{ id: number; label: string }[]> {
  return rowsOf<{ id: number; label: string }>(db, sql`SELECT id, name AS label FROM campaigns ORDER BY id DESC`)
}

export async function giftImportContext(db: SqlExecutor, campaign: number | null): Promise<GiftImportContext> {
  const [chosen] = campaign
    ? await rowsOf<{ id: number; name: string }>(db, sql`SELECT id, name FROM campaigns WHERE id = ${campaign}`)
    : []
  return { campaign: chosen ?? null, currency: config().CURRENCY }
}

/** A line's gift checked: the donor, amount and day, or each problem in words. */
export function checkImportedGift(
  cells: Partial<Record<string, string>>,
  context: GiftImportContext,
): { ok: true; value: ImportedGift } | { ok: false; problems: string[] } {
  const problems: string[] = []
  if (!context.campaign) problems.push('no campaign is chosen for the gifts (choose one beside the mapping)')
  const email = (cells.email ?? '').trim().toLowerCase()
  if (!email) problems.push('there is no email address (donors are matched by email)')
  else if (!EMAIL.test(email)) problems.push(`'${(cells.email ?? '').trim()}' is not an email address`)
  const joined = [cells.firstName, cells.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  const name = cells.name?.trim() || joined || email
  if (name.length > 200) problems.push('the name is longer than 200 characters')
  const organisation = cells.organisation?.trim() || null
  if (organisation && organisation.length > 200) problems.push('the organisation is longer than 200 characters')
  // Spreadsheets write amounts with a currency sign; the amount is what follows it.
  const typed = (cells.amount ?? '').trim().replace(/^[^\d.,]+/, '')
  let amountMinor = NaN
  if (!typed) problems.push('there is no amount')
  else
    try {
      amountMinor = parseMoney(typed, context.currency)
      if (amountMinor <= 0) problems.push('the amount is nothing')
    } catch (error) {
      problems.push((error as Error).message.replace(/\.$/, ''))
    }
  const givenOn = (cells.givenOn ?? '').trim()
  if (!givenOn) problems.push('there is no date of the gift')
  else if (!isCalendarDate(givenOn)) problems.push(`the date '${givenOn}' is not a date written YYYY-MM-DD`)
  if (problems.length || !context.campaign) return { ok: false, problems }
  return { ok: true, value: { email, name, organisation, amountMinor, givenOn, campaign: context.campaign.id } }
}

/** A gift's natural key, in words: the line of a gift already on an earlier line is skipped naming it. */
export function giftKey(gift: Pick<ImportedGift, 'email' | 'amountMinor' | 'givenOn'>): string {
  return `${gift.email}'s gift of ${formatMoney({ minor: gift.amountMinor, currency: config().CURRENCY })} on ${gift.givenOn}`
}

/** The gifts of a batch's lines kept already, by natural key, in one statement; `lock`: held until it commits. */
export async function findImportedGifts(
  db: SqlExecutor,
  gifts: readonly ImportedGift[],
  lock: boolean,
): Promise<Map<string, FoundGift>> {
  if (!gifts.length) return new Map()
  const { TIMEZONE } = config()
  const rows = await rowsOf<FoundGift & { email: string; amountMinor: number; givenOn: string }>(
    db,
    sql`SELECT id, lower(donor_email) AS email, amount_minor::float8 AS "amountMinor",
               to_char(paid_at AT TIME ZONE ${TIMEZONE}, 'YYYY-MM-DD') AS "givenOn",
               donor_name AS "donorName", organisation
        FROM gifts
        WHERE lower(donor_email) = ANY(${sql.param([...new Set(gifts.map((gift) => gift.email))])}::text[])
          AND campaign_id = ${gifts[0]!.campaign} AND status = 'paid'
        ORDER BY id ${lock ? sql`FOR UPDATE` : sql``}`,
  )
  const found = new Map<string, FoundGift>()
  for (const { email, amountMinor, givenOn, ...gift } of rows) {
    const key = giftKey({ email, amountMinor, givenOn })
    if (!found.has(key)) found.set(key, gift)
  }
  return found
}

/** One gift written: the one found again gets the line's name and organisation, or a new paid gift is recorded. */
export async function saveImportedGift(
  db: SqlExecutor,
  gift: ImportedGift,
  found: FoundGift | undefined,
): Promise<{ outcome: 'created' | 'updated'; id: number; before: GiftBefore | null }> {
  if (found) {
    await db.execute(sql`
      UPDATE gifts SET donor_name = ${gift.name}, organisation = coalesce(${gift.organisation}, organisation),
        updated_at = now()
      WHERE id = ${found.id}`)
    const { id, ...before } = found
    return { outcome: 'updated', id, before }
  }
  const { TIMEZONE, CURRENCY } = config()
  const paidAt = startOfDay(gift.givenOn, TIMEZONE).toISOString()
  const [made] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO gifts (campaign_id, amount_minor, currency, frequency, donor_id, donor_name, donor_email,
                           organisation, status, source, paid_at, acknowledged_at)
        VALUES (${gift.campaign}, ${gift.amountMinor}, ${CURRENCY}, 'once',
                (SELECT id FROM users WHERE email = ${gift.email}), ${gift.name}, ${gift.email}, ${gift.organisation},
                'paid', 'desk', ${paidAt}::timestamptz, ${paidAt}::timestamptz)
        RETURNING id`,
  )
  return { outcome: 'created', id: made!.id, before: null }
}

/** Gifts an import recorded that staff have since refunded or cancelled: undo must keep them as staff left them. */
export async function giftsSettledSince(db: SqlExecutor, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return []
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT id FROM gifts WHERE id = ANY(${sql.param([...ids])}::int[]) AND status <> 'paid' ORDER BY id`,
  )
  return rows.map((row) => row.id)
}

export async function removeImportedGift(db: SqlExecutor, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM gifts WHERE id = ${id}`)
}

export async function restoreImportedGift(db: SqlExecutor, id: number, before: GiftBefore): Promise<void> {
  await db.execute(sql`
    UPDATE gifts SET donor_name = ${before.donorName}, organisation = ${before.organisation}, updated_at = now()
    WHERE id = ${id}`)
}
