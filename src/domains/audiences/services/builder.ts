import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { recordAudit, type Person } from '@/domains/accounts'
import { tagNames } from '@/domains/contacts'
import { MEMBER_STATUSES_FOR_AUDIENCES } from '@/domains/membership'
import { REGISTRATION_STATE_LABELS, REGISTRATION_STATES } from '@/domains/openStudios'
import { database, rowsOf } from '@/platform/database/transaction'

import { AUDIENCE_SOURCES, checkDefinition, type AudienceSource } from './definition'
import { AudienceProblem, clockNow, countOf, definitionLookup, definitionSql, firstRecipients, type AudienceRecipient } from './recipients'

/** A rule as the builder's form holds it: the source and its conditions as typed. */
export type DraftRule = { source: AudienceSource } & Record<string, string>
export type Draft = { match: 'all' | 'any'; rules: DraftRule[]; except: DraftRule[] }
export type DraftList = 'rules' | 'except'

/** Each source's conditions, in the form's order. */
export const CONDITIONS: Record<AudienceSource, readonly string[]> = {
  members: ['plan', 'status', 'expiringWithinDays'],
  artists: ['status', 'weekend'],
  artLovers: [],
  donors: ['level', 'lastGiftSince', 'lastGiftBefore', 'yearly'],
  attendees: ['event'],
  favourited: ['artist'],
  contacts: ['tag'],
  audience: ['audience'],
}

export const EMPTY_DRAFT: Draft = { match: 'all', rules: [{ source: 'members' }], except: [] }

const sourceOf = (value: string): AudienceSource =>
  (AUDIENCE_SOURCES as readonly string[]).includes(value) ? (value as AudienceSource) : 'members'

/** The rules of one list as the form posted them (`rules.0.source`, `rules.0.plan`…), in order. */
function listFrom(form: FormData, list: DraftList): DraftRule[] {
  const rules: DraftRule[] = []
  for (let index = 0; index < 50 && form.has(`${list}.${index}.source`); index += 1) {
    const source = sourceOf(String(form.get(`${list}.${index}.source`)))
    const rule: DraftRule = { source }
    for (const name of CONDITIONS[source]) {
      const value = form.get(`${list}.${index}.${name}`)
      if (typeof value === 'string' && value.trim()) rule[name] = value.trim()
    }
    rules.push(rule)
  }
  return rules
}

/**
 * The builder's form read back, with the button pressed applied: "Add a rule", "Add an exception"
 * and "Remove" change the lists; "Count" and "Save" leave them as typed.
 */
export function draftFromForm(form: FormData): Draft {
  const draft: Draft = {
    match: form.get('match') === 'any' ? 'any' : 'all',
    rules: listFrom(form, 'rules'),
    except: listFrom(form, 'except'),
  }
  const intent = String(form.get('intent') ?? '')
  if (intent === 'add-rule') draft.rules.push({ source: 'members' })
  if (intent === 'add-except') draft.except.push({ source: 'artLovers' })
  const removed = /^remove:(rules|except):(\d{1,2})$/.exec(intent)
  if (removed) draft[removed[1] as DraftList].splice(Number(removed[2]), 1)
  return draft
}

/** A stored definition as the builder's form shows it. */
export function draftOf(definition: unknown): Draft {
  const checked = checkDefinition(definition)
  if (!checked.ok) return EMPTY_DRAFT
  const asDraft = (rule: object): DraftRule =>
    Object.fromEntries(Object.entries(rule).map(([key, value]) => [key, value === true ? 'on' : String(value)])) as DraftRule
  return { match: checked.definition.match, rules: checked.definition.rules.map(asDraft), except: checked.definition.except.map(asDraft) }
}

export type Preview = { ok: true; count: number; people: AudienceRecipient[] } | { ok: false; problems: string[] }

/** The draft's people now: how many and the first 20 by email, or what is wrong with it in words. */
export async function previewOf(payload: Payload, draft: Draft, audienceId?: number): Promise<Preview> {
  const checked = checkDefinition(draft)
  if (!checked.ok) return { ok: false, problems: checked.problems }
  try {
    const statement = await definitionSql(checked.definition, clockNow(), definitionLookup(payload), audienceId ? [audienceId] : [])
    const db = database(payload)
    const [count, people] = await Promise.all([countOf(db, statement), firstRecipients(db, statement)])
    return { ok: true, count, people }
  } catch (error) {
    if (error instanceof AudienceProblem) return { ok: false, problems: [error.message] }
    throw error
  }
}

export type Choice = { value: string; label: string }
export type Choices = Record<'plan' | 'memberStatus' | 'registrationStatus' | 'weekend' | 'level' | 'event' | 'artist' | 'tag' | 'audience', Choice[]>

/** The options of the builder's lists, read live: plans, this season's weekends, levels, events, favourited artists, contacts' tags, saved audiences. */
export async function builderChoices(payload: Payload, except?: number): Promise<Choices> {
  const db = database(payload)
  const [plans, weekends, levels, events, artists, tags, audiences] = await Promise.all([
    rowsOf<{ id: number; name: string }>(db, sql`SELECT id, name FROM membership_plans ORDER BY position NULLS LAST, name`),
    rowsOf<{ id: number; label: string }>(
      db,
      sql`SELECT weekends.id, weekends.label FROM os_weekends weekends
        JOIN os_seasons seasons ON seasons.id = weekends.season_id AND seasons.status = 'current' ORDER BY weekends.number`,
    ),
    rowsOf<{ id: number; name: string }>(db, sql`SELECT id, name FROM donor_levels ORDER BY minimum_yearly_minor`),
    rowsOf<{ id: number; title: string; day: string | null }>(
      db,
      sql`SELECT id, title, to_char(starts_at, 'YYYY-MM-DD') AS day FROM events WHERE title IS NOT NULL ORDER BY starts_at DESC NULLS LAST LIMIT 200`,
    ),
    rowsOf<{ id: number; name: string }>(
      db,
      sql`SELECT profiles.id, profiles.display_name AS name FROM artist_profiles profiles
        WHERE EXISTS (SELECT 1 FROM favourites WHERE favourites.artist_id = profiles.id AND favourites.kind = 'artist')
        ORDER BY profiles.display_name LIMIT 500`,
    ),
    tagNames(payload),
    rowsOf<{ id: number; name: string }>(db, sql`SELECT id, name FROM audiences WHERE id <> ${except ?? 0} ORDER BY name`),
  ])
  const of = (rows: { id: number; name: string }[]) => rows.map((row) => ({ value: String(row.id), label: row.name }))
  return {
    plan: of(plans),
    memberStatus: MEMBER_STATUSES_FOR_AUDIENCES.map((status) => ({ value: status, label: status[0]!.toUpperCase() + status.slice(1) })),
    registrationStatus: REGISTRATION_STATES.map((state) => ({ value: state, label: REGISTRATION_STATE_LABELS[state] })),
    weekend: weekends.map((row) => ({ value: String(row.id), label: row.label })),
    level: of(levels),
    event: events.map((row) => ({ value: String(row.id), label: row.day ? `${row.title} (${row.day})` : row.title })),
    artist: of(artists),
    tag: tags.map((name) => ({ value: name, label: name })),
    audience: of(audiences),
  }
}

export type SaveAnswer = { ok: true; id: number } | { ok: false; message: string; nameError?: string }

/** Saves the draft under its name (a new audience, or `id`'s), as `staff`; audited. */
export async function saveAudience(payload: Payload, staff: Person, input: { id?: number; name: string; draft: Draft }): Promise<SaveAnswer> {
  const name = input.name.trim()
  if (!name) return { ok: false, message: 'Please check the audience.', nameError: 'Give the audience a name.' }
  if (name.length > 120) return { ok: false, message: 'Please check the audience.', nameError: 'A name has at most 120 characters.' }
  const preview = await previewOf(payload, input.draft, input.id)
  if (!preview.ok) return { ok: false, message: preview.problems.join(' ') }
  const clash = await payload.find({
    collection: 'audiences',
    where: { name: { equals: name }, ...(input.id ? { id: { not_equals: input.id } } : {}) },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (clash.totalDocs) return { ok: false, message: 'Please check the audience.', nameError: `An audience is already called "${name}".` }
  const data = { name, definition: input.draft }
  const saved = input.id
    ? await payload.update({ collection: 'audiences', id: input.id, data, overrideAccess: false, user: staff })
    : await payload.create({ collection: 'audiences', data, overrideAccess: false, user: staff })
  await recordAudit(payload, {
    actor: Number(staff.id),
    action: input.id ? 'audience.update' : 'audience.create',
    targetCollection: 'audiences',
    targetId: saved.id,
    summary: { name, count: preview.count },
  })
  return { ok: true, id: saved.id }
}

/** Deletes a saved audience, as `staff`; refused while another audience names it. Audited. */
export async function deleteAudience(payload: Payload, staff: Person, id: number): Promise<{ ok: true } | { ok: false; message: string }> {
  const found = await payload.find({ collection: 'audiences', where: { id: { equals: id } }, limit: 1, depth: 0, overrideAccess: true })
  const audience = found.docs[0]
  if (!audience) return { ok: false, message: 'There is no such audience: it may have been deleted already.' }
  const naming = await rowsOf<{ name: string }>(
    database(payload),
    sql`SELECT name FROM audiences WHERE id <> ${id} AND jsonb_path_exists(definition, '$.**.audience ? (@ == $id)', jsonb_build_object('id', ${id}::integer))`,
  )
  if (naming.length) {
    return { ok: false, message: `"${audience.name}" is used by ${naming.map((row) => `"${row.name}"`).join(', ')}: change those first.` }
  }
  await payload.delete({ collection: 'audiences', id, overrideAccess: false, user: staff })
  await recordAudit(payload, {
    actor: Number(staff.id),
    action: 'audience.delete',
    targetCollection: 'audiences',
    targetId: id,
    summary: { name: audience.name },
  })
  return { ok: true }
}
