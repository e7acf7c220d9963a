import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { database, rowsOf } from '@/platform/database/transaction'

import { emailTemplateDefinitions } from './template-definitions'

/** One mail template as the list of every template shows it. */
export type TemplateSummary = {
  key: string
  label: string
  /** When and to whom it is sent, from its definition. */
  description: string
  needs: 'staff' | 'admin'
  /** When staff last saved its words, and who; null while it has the words it came with. */
  editedAt: string | null
  editedBy: string | null
  /** Mails of it sent in the last 30 days. */
  sentLast30Days: number
}

export const TEMPLATE_SORTS = ['name', 'edited', 'sent'] as const
export type TemplateSort = (typeof TEMPLATE_SORTS)[number]
export const TEMPLATE_SORT_LABELS: Record<TemplateSort, string> = {
  name: 'By name',
  edited: 'Last edited first',
  sent: 'Most sent first',
}

/** The list's filter and sort as the address holds them; an unknown sort is named, and the list sorted by name. */
export function templateQuery(params: URLSearchParams): { words: string; sort: TemplateSort; problems: string[] } {
  const sort = params.get('sort') || 'name'
  const known = (TEMPLATE_SORTS as readonly string[]).includes(sort)
  return {
    words: (params.get('q') ?? '').trim().slice(0, 200),
    sort: known ? (sort as TemplateSort) : 'name',
    problems: known ? [] : [`“${sort}” is not a way to sort`],
  }
}

/**
 * Every template the domains registered (decision 046), with when it was last
 * edited and how many of it were sent in the last 30 days (decision 083):
 * two grouped reads, whatever the number of templates.
 */
export async function templateSummaries(
  payload: Payload,
  query: { words: string; sort: TemplateSort } = { words: '', sort: 'name' },
): Promise<TemplateSummary[]> {
  const definitions = emailTemplateDefinitions(payload)
  const db = database(payload)
  const [edited, sent] = await Promise.all([
    rowsOf<{ key: string; editedAt: string; editedBy: string | null }>(
      db,
      sql`SELECT t.key, t.updated_at AS "editedAt", coalesce(nullif(u.name, ''), u.email) AS "editedBy"
          FROM email_templates t LEFT JOIN users u ON u.id = t.updated_by_id`,
    ),
    rowsOf<{ template: string; sent: number }>(
      db,
      sql`SELECT template, count(*)::int AS sent FROM email_sendings
          WHERE state = 'sent' AND created_at >= now() - interval '30 days' GROUP BY template`,
    ),
  ])
  const editedBy = new Map(edited.map((row) => [row.key, row]))
  const sentBy = new Map(sent.map((row) => [row.template, row.sent]))
  const words = query.words.toLowerCase()
  const all = definitions
    .keys()
    .map((key) => definitions.require(key))
    .filter(
      (definition) =>
        !words ||
        [definition.key, definition.label, definition.description].some((w) => w.toLowerCase().includes(words)),
    )
    .map((definition) => {
      const row = editedBy.get(definition.key)
      return {
        key: definition.key,
        label: definition.label,
        description: definition.description,
        needs: definition.needs ?? 'staff',
        editedAt: row ? new Date(row.editedAt).toISOString() : null,
        editedBy: row?.editedBy ?? null,
        sentLast30Days: sentBy.get(definition.key) ?? 0,
      } satisfies TemplateSummary
    })
  const byName = (a: TemplateSummary, b: TemplateSummary) => a.label.localeCompare(b.label)
  if (query.sort === 'edited')
    return all.sort((a, b) => (b.editedAt ?? '').localeCompare(a.editedAt ?? '') || byName(a, b))
  if (query.sort === 'sent') return all.sort((a, b) => b.sentLast30Days - a.sentLast30Days || byName(a, b))
  return all.sort(byName)
}
