import { sql } from '@payloadcms/db-postgres'

import {
  checkImportedPerson,
  findImportedAccounts,
  PERSON_IMPORT_FIELDS,
  undoImportedAccount,
  saveImportedAccount,
  type AccountBefore,
  type FoundAccount,
  type ImportedPerson,
} from '@/domains/accounts'
import { config } from '@/platform/config'
import { isCalendarDate, organisationDate, type CalendarDate } from '@/platform/calendar'
import { rowsOf, type SqlExecutor } from '@/platform/database/transaction'

import {
  endOfNewTerm,
  inGoodStanding,
  lastDayOf,
  latestTerm,
  membershipState,
  termInForce,
  termState,
  type TermDays,
} from './life-cycle'
import type { Audience, GrantableRole, TermLength } from './vocabulary'

/**
 * Members brought in from a CSV file with their plan and term (the imports
 * domain, decision 094, stop 49). The person's account is found or made by
 * accounts; the plan is named by its name or its address (slug); the term is
 * a staff-recorded one (`source` manual, nothing paid recorded), its state
 * and the membership's worked out by the life cycle's own rules for today in
 * `TIMEZONE`. An import records no membership events, so it queues no mail:
 * the people it brings in were members before the site knew them. The same
 * plan from the same start day is the same term: importing it again adds none.
 */

export const MEMBER_IMPORT_FIELDS = [
  ...PERSON_IMPORT_FIELDS,
  { key: 'plan', label: 'Plan', required: true },
  { key: 'startsOn', label: 'Start date', required: true },
  { key: 'endsOn', label: 'End date' },
] as const

/** A plan as an import names it. */
export type ImportPlan = {
  id: number
  name: string
  slug: string
  audience: Audience
  term: TermLength
  graceDays: number
  currency: string
  grantsRole: GrantableRole | null
}

export type ImportedMember = { person: ImportedPerson; plan: ImportPlan; startsOn: CalendarDate; endsOn: CalendarDate }

type ImportTerm = TermDays & { id: number; plan: number }
type FoundMembership = {
  id: number
  audience: Audience
  plan: number | null
  status: string
  startedOn: string | null
  endsOn: string | null
  graceEndsOn: string | null
  roleGranted: GrantableRole | null
  terms: ImportTerm[]
}
/** What an import finds for an email: the account, and its memberships with their terms. */
export type FoundMember = { account: FoundAccount; memberships: FoundMembership[] }
/** What undo needs: the account as it was (or that the import made it), the membership as it was, the term made. */
export type MemberBefore = {
  accountMade: boolean
  account: AccountBefore | null
  membership: Omit<FoundMembership, 'id' | 'audience' | 'terms'> | null
  term: number | null
}

/** Every plan, by the lower-case name and slug staff may write. */
export async function importPlans(db: SqlExecutor): Promise<Map<string, ImportPlan>> {
  const plans = await rowsOf<ImportPlan>(
    db,
    sql`SELECT id, name, slug, audience, term, grace_days::int AS "graceDays", currency, grants_role AS "grantsRole"
        FROM membership_plans ORDER BY position, id`,
  )
  const byWord = new Map<string, ImportPlan>()
  for (const plan of plans) for (const word of [plan.slug, plan.name.toLowerCase()]) byWord.set(word, plan)
  return byWord
}

/** A line's member checked against the plans: the person, plan and days, or each problem in words. */
export function checkImportedMember(
  cells: Partial<Record<string, string>>,
  plans: Map<string, ImportPlan>,
): { ok: true; value: ImportedMember } | { ok: false; problems: string[] } {
  const person = checkImportedPerson(cells)
  const problems = person.ok ? [] : [...person.problems]
  const named = (cells.plan ?? '').trim()
  const plan = plans.get(named.toLowerCase())
  if (!named) problems.push('there is no plan')
  else if (!plan)
    problems.push(
      `there is no plan called '${named}' (the plans: ${[...new Set([...plans.values()].map((known) => known.name))].join(', ')})`,
    )
  const startsOn = (cells.startsOn ?? '').trim()
  const endsOnTyped = (cells.endsOn ?? '').trim()
  if (!startsOn) problems.push('there is no start date')
  else if (!isCalendarDate(startsOn)) problems.push(`the start date '${startsOn}' is not a date written YYYY-MM-DD`)
  if (endsOnTyped && !isCalendarDate(endsOnTyped))
    problems.push(`the end date '${endsOnTyped}' is not a date written YYYY-MM-DD`)
  if (problems.length || !person.ok || !plan) return { ok: false, problems }
  const endsOn = endsOnTyped || endOfNewTerm(plan, startsOn)
  if (endsOn < startsOn) return { ok: false, problems: [`the term ends (${endsOn}) before it starts (${startsOn})`] }
  return { ok: true, value: { person: person.value, plan, startsOn, endsOn } }
}

/**
 * The accounts of a batch's emails (one statement, accounts'), and their
 * memberships with every term (one statement); `lock`: held until it commits.
 */
export async function findImportedMembers(
  db: SqlExecutor,
  emails: readonly string[],
  lock: boolean,
): Promise<Map<string, FoundMember>> {
  const accounts = await findImportedAccounts(db, emails, lock)
  if (!accounts.size) return new Map()
  const rows = await rowsOf<FoundMembership & { person: number }>(
    db,
    sql`SELECT m.id, m.person_id AS person, m.audience, m.plan_id AS plan, m.status, m.started_on AS "startedOn",
               m.ends_on AS "endsOn", m.grace_ends_on AS "graceEndsOn", m.role_granted AS "roleGranted",
               coalesce((SELECT json_agg(json_build_object('id', t.id, 'plan', t.plan_id, 'startsOn', t.starts_on,
                          'endsOn', t.ends_on, 'graceDays', t.grace_days::int, 'cancelled', t.cancelled_at IS NOT NULL)
                          ORDER BY t.starts_on, t.id)
                         FROM membership_terms t WHERE t.membership_id = m.id), '[]'::json) AS terms
        FROM memberships m
        WHERE m.person_id = ANY(${sql.param([...accounts.values()].map((account) => account.id))}::int[])
        ORDER BY m.id ${lock ? sql`FOR UPDATE OF m` : sql``}`,
  )
  const found = new Map<string, FoundMember>()
  for (const [email, account] of accounts)
    found.set(email, {
      account,
      memberships: rows
        .filter((row) => row.person === account.id)
        .map(({ person: _person, ...membership }) => membership),
    })
  return found
}

/** Whether a person found would have a membership updated (the dry run's count; most people hold one audience's). */
export function updatesMembership(found: FoundMember): boolean {
  return found.memberships.length > 0
}

/**
 * One line written: the account found or made; the membership of the plan's
 * audience found or made; the term added unless the same plan from the same
 * day is there; the membership's state, plan and dates worked out from its
 * terms for today; the plan's role given while the membership is in good
 * standing, when the person lacks it.
 */
export async function saveImportedMember(
  db: SqlExecutor,
  member: ImportedMember,
  found: FoundMember | undefined,
  today: CalendarDate = organisationDate(new Date(), config().TIMEZONE),
): Promise<{ outcome: 'created' | 'updated'; id: number; before: MemberBefore }> {
  const { plan } = member
  const kept = found?.memberships.find((m) => m.audience === plan.audience)
  const terms: ImportTerm[] = [...(kept?.terms ?? [])]
  const same = terms.find((term) => term.plan === plan.id && term.startsOn === member.startsOn)
  const newTerm = same ? null : { startsOn: member.startsOn, endsOn: member.endsOn, graceDays: plan.graceDays }
  const all = newTerm ? [...terms, { ...newTerm, id: 0, plan: plan.id }] : terms
  const grants =
    plan.grantsRole && inGoodStanding(all, today) && !found?.account.roles.includes(plan.grantsRole)
      ? plan.grantsRole
      : null
  const account = await saveImportedAccount(db, member.person, found?.account, grants)
  const membership =
    kept?.id ??
    (
      await rowsOf<{ id: number }>(
        db,
        sql`INSERT INTO memberships (person_id, audience, status) VALUES (${account.id}, ${plan.audience}, 'awaiting-payment')
            RETURNING id`,
      )
    )[0]!.id
  let term: number | null = null
  if (newTerm)
    term = (
      await rowsOf<{ id: number }>(
        db,
        sql`INSERT INTO membership_terms (membership_id, person_id, plan_id, starts_on, ends_on, grace_days, status,
                                          source, currency, note)
            VALUES (${membership}, ${account.id}, ${plan.id}, ${newTerm.startsOn}, ${newTerm.endsOn}, ${plan.graceDays},
                    ${termState(newTerm, today)}, 'manual', ${plan.currency}, 'Imported from a CSV file')
            RETURNING id`,
      )
    )[0]!.id
  const current = termInForce(all, today)
  const latest = latestTerm(all)!
  const first = all.reduce((earliest, each) => (each.startsOn < earliest ? each.startsOn : earliest), latest.startsOn)
  await db.execute(sql`
    UPDATE memberships SET status = ${membershipState(all, today)}, plan_id = ${current?.plan ?? plan.id},
      started_on = ${first}, ends_on = ${latest.endsOn}, grace_ends_on = ${lastDayOf(latest)},
      role_granted = coalesce(${grants}::enum_memberships_role_granted, role_granted), updated_at = now()
    WHERE id = ${membership}`)
  const before: MemberBefore = {
    accountMade: account.outcome === 'created',
    account: account.before,
    membership: kept
      ? {
          plan: kept.plan,
          status: kept.status,
          startedOn: kept.startedOn,
          endsOn: kept.endsOn,
          graceEndsOn: kept.graceEndsOn,
          roleGranted: kept.roleGranted,
        }
      : null,
    term,
  }
  return { outcome: kept ? 'updated' : 'created', id: membership, before }
}

/** Memberships an import made that have since been built on (another term, an event): undo must keep them. */
export async function membershipsBuiltOn(db: SqlExecutor, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return []
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT m.id FROM memberships m WHERE m.id = ANY(${sql.param([...ids])}::int[])
          AND ((SELECT count(*) FROM membership_terms t WHERE t.membership_id = m.id) > 1
               OR EXISTS (SELECT 1 FROM membership_events e WHERE e.membership_id = m.id))
        ORDER BY m.id`,
  )
  return rows.map((row) => row.id)
}

/** Undo of a membership an import made: its term, the membership, and the account if the import made it. */
export async function removeImportedMember(db: SqlExecutor, id: number, before: MemberBefore): Promise<void> {
  const [membership] = await rowsOf<{ person: number }>(
    db,
    sql`SELECT person_id AS person FROM memberships WHERE id = ${id}`,
  )
  if (!membership) return
  await db.execute(sql`DELETE FROM membership_terms WHERE membership_id = ${id}`)
  await db.execute(sql`DELETE FROM memberships WHERE id = ${id}`)
  await undoImportedAccount(db, membership.person, before)
}

/** Undo of a membership an import changed: the term it added gone, the membership and the account as they were. */
export async function restoreImportedMember(db: SqlExecutor, id: number, before: MemberBefore): Promise<void> {
  const [membership] = await rowsOf<{ person: number }>(
    db,
    sql`SELECT person_id AS person FROM memberships WHERE id = ${id}`,
  )
  if (!membership) return
  if (before.term) await db.execute(sql`DELETE FROM membership_terms WHERE id = ${before.term}`)
  const kept = before.membership!
  await db.execute(sql`
    UPDATE memberships SET plan_id = ${kept.plan}, status = ${kept.status}, started_on = ${kept.startedOn},
      ends_on = ${kept.endsOn}, grace_ends_on = ${kept.graceEndsOn},
      role_granted = ${kept.roleGranted}::enum_memberships_role_granted, updated_at = now()
    WHERE id = ${id}`)
  await undoImportedAccount(db, membership.person, before)
}
