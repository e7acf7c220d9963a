import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { formatMoney } from '@/domains/commerce'
import type { TemplateDefinition } from '@/domains/comms'
import { formatDate } from '@/platform/calendar'
import { config } from '@/platform/config'
import { database, rowsOf, type SqlExecutor } from '@/platform/database/transaction'

import { DEFAULT_THANK_YOU, THANK_YOU_FIELDS, THANK_YOU_TEMPLATE, thankYouContext } from './acknowledgement'

export type GiftFacts = Parameters<typeof thankYouContext>[0]

/** The facts a thank-you names of the paid gifts `where` picks, newest first. */
export async function giftFacts(db: SqlExecutor, where: SQL, limit = 1): Promise<GiftFacts[]> {
  const rows = await rowsOf<{
    name: string
    amountMinor: number
    currency: string
    paidAt: string | null
    dedication: 'honour' | 'memory' | null
    dedicatedTo: string | null
    campaign: string
  }>(
    db,
    sql`SELECT g.donor_name AS name, g.amount_minor::float8 AS "amountMinor", g.currency, g.paid_at AS "paidAt",
               g.dedication, g.dedicated_to AS "dedicatedTo", c.name AS campaign
        FROM gifts g JOIN campaigns c ON c.id = g.campaign_id
        WHERE ${where} ORDER BY g.paid_at DESC NULLS LAST, g.id DESC LIMIT ${limit}`,
  )
  return rows.map((row) => ({
    name: row.name,
    amount: formatMoney({ minor: row.amountMinor, currency: row.currency }),
    date: formatDate(row.paidAt ?? Date.now(), config().TIMEZONE),
    dedication: row.dedication,
    dedicatedTo: row.dedicatedTo,
    campaign: row.campaign,
  }))
}

/**
 * The thank-you as a comms mail template (decision 046), registered with the
 * Payload config. Its preview is the newest paid gift's, or the newest whose
 * donor's name or email has the words staff typed.
 */
export function thankYouTemplate(): TemplateDefinition {
  return {
    key: THANK_YOU_TEMPLATE,
    label: 'Donor thank-you',
    description: 'Sent once for each paid gift, to the donor’s address, when staff send the thank-yous below.',
    fields: THANK_YOU_FIELDS,
    defaults: DEFAULT_THANK_YOU,
    needs: 'staff',
    async previewContext(payload, search) {
      const words = search?.trim()
      const like = `%${words?.replace(/[\\%_]/g, (match) => `\\${match}`)}%`
      const where = words
        ? sql`g.status = 'paid' AND (g.donor_name ILIKE ${like} OR g.donor_email ILIKE ${like})`
        : sql`g.status = 'paid'`
      const [gift] = await giftFacts(database(payload), where)
      if (!gift) return null
      return { context: thankYouContext(gift), record: `${gift.name}’s gift of ${gift.amount} to ${gift.campaign}` }
    },
  }
}
