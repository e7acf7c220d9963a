import { describe, expect, it } from 'vitest'

import {
  auditSummary,
  mergeRefusal,
  parseAccountId,
  quoteIdentifier,
  ruleFor,
  uniteApplication,
  uniteRoles,
  type MergeReport,
} from './merger'

const active = (id: number, email: string, roles: string[] = []) => ({ id, email, roles, status: 'active' })

describe('account ids from forms and query strings', () => {
  it('reads positive whole numbers and nothing else', () => {
    expect(parseAccountId('42')).toBe(42)
    expect(parseAccountId(' 7 ')).toBe(7)
    expect(parseAccountId(3)).toBe(3)
    for (const bad of ['', '0', '-1', '1.5', '1e3', 'abc', '99999999999', null, undefined, ['1']]) {
      expect(parseAccountId(bad), String(bad)).toBeNull()
    }
  })
})

describe('which merges are refused', () => {
  const ids = { absorbed: 2, survivor: 1 }

  it('allows two active accounts, whatever roles the kept one holds', () => {
    expect(mergeRefusal(ids, active(2, 'b@x.org', ['staff']), active(1, 'a@x.org', ['admin']))).toBeNull()
  })

  it('refuses an account merged into itself', () => {
    expect(mergeRefusal({ absorbed: 1, survivor: 1 }, null, null)).toMatchObject({ problem: 'same-account' })
  })

  it('refuses missing accounts, naming the id', () => {
    expect(mergeRefusal(ids, active(2, 'b@x.org'), null)).toMatchObject({
      problem: 'not-found',
      message: 'No account with id 1 (the account to keep).',
    })
    expect(mergeRefusal(ids, null, active(1, 'a@x.org'))).toMatchObject({ problem: 'not-found' })
  })

  it('refuses merged and suspended accounts on either side', () => {
    const merged = { ...active(2, 'b@x.org'), mergedInto: 9 }
    expect(mergeRefusal(ids, merged, active(1, 'a@x.org'))).toMatchObject({ problem: 'merged' })
    expect(mergeRefusal(ids, active(2, 'b@x.org'), { ...active(1, 'a@x.org'), mergedInto: 9 })).toMatchObject({
      problem: 'merged',
      message: expect.stringContaining('a@x.org (the account to keep)'),
    })
    const suspended = { ...active(1, 'a@x.org'), status: 'suspended' }
    expect(mergeRefusal(ids, active(2, 'b@x.org'), suspended)).toMatchObject({ problem: 'suspended' })
    expect(mergeRefusal(ids, { ...active(2, 'b@x.org'), status: 'suspended' }, active(1, 'a@x.org'))).toMatchObject({
      problem: 'suspended',
    })
  })

  it('refuses merging an administrator away', () => {
    expect(mergeRefusal(ids, active(2, 'b@x.org', ['admin']), active(1, 'a@x.org'))).toMatchObject({
      problem: 'admin-absorbed',
      message: expect.stringContaining('Revoke its admin role first'),
    })
  })
})

describe('uniting two accounts', () => {
  it('unites roles without duplicates, in the usual order', () => {
    expect(uniteRoles(['artist'], ['staff', 'artist', 'artlover'])).toEqual(['staff', 'artist', 'artlover'])
    expect(uniteRoles([], [])).toEqual([])
    expect(uniteRoles(['partner', 'unknown'], [])).toEqual(['partner'])
  })

  it('keeps the further-along artist application, and a reason only with a rejection', () => {
    expect(uniteApplication({ artistApplication: 'none' }, { artistApplication: 'approved' })).toEqual({
      artistApplication: 'approved',
      artistApplicationReason: null,
    })
    expect(
      uniteApplication(
        { artistApplication: 'rejected', artistApplicationReason: 'No images' },
        { artistApplication: 'pending' },
      ),
    ).toEqual({ artistApplication: 'pending', artistApplicationReason: null })
    expect(uniteApplication({}, { artistApplication: 'rejected', artistApplicationReason: 'Not local' })).toEqual({
      artistApplication: 'rejected',
      artistApplicationReason: 'Not local',
    })
    expect(uniteApplication({ artistApplication: 'approved' }, { artistApplication: 'pending' })).toMatchObject({
      artistApplication: 'approved',
    })
  })
})

describe('what happens to each referencing column', () => {
  it('keeps history, drops sessions and links, unites roles and moves everything else', () => {
    expect(ruleFor('audit_log', 'actor_id').treatment).toBe('keep')
    expect(ruleFor('audit_log', 'on_behalf_of_id').treatment).toBe('keep')
    expect(ruleFor('masquerades', 'target_id').treatment).toBe('keep')
    expect(ruleFor('users_sessions', '_parent_id').treatment).toBe('drop')
    expect(ruleFor('action_codes', 'user_id').treatment).toBe('drop')
    expect(ruleFor('users_roles', 'parent_id').treatment).toBe('roles')
    expect(ruleFor('users_identities', '_parent_id').treatment).toBe('move')
    expect(ruleFor('users', 'merged_into_id').treatment).toBe('move')
    expect(ruleFor('registrations_of_a_later_domain', 'artist_id')).toEqual({
      treatment: 'move',
      why: 'Moves to the account kept.',
    })
  })

  it('quotes catalog names as identifiers', () => {
    expect(quoteIdentifier('public', 'users')).toBe('"public"."users"')
    expect(quoteIdentifier('odd"name')).toBe('"odd""name"')
  })
})

describe('the audit entry of a merge', () => {
  it('lists only the columns that had rows', () => {
    const report: MergeReport = {
      absorbed: { id: 2, email: 'b@x.org', name: null, roles: ['artist'] },
      survivor: { id: 1, email: 'a@x.org', name: 'A', roles: [] },
      roles: { before: [], after: ['artist'], added: ['artist'] },
      artistApplication: { before: 'none', after: 'approved' },
      references: [
        {
          table: 'users_identities',
          column: '_parent_id',
          treatment: 'move',
          why: '',
          rows: 1,
          moved: 1,
          skipped: 0,
          movedIds: ['x'],
        },
        {
          table: 'masquerades',
          column: 'admin_id',
          treatment: 'keep',
          why: '',
          rows: 0,
          moved: 0,
          skipped: 0,
          movedIds: [],
        },
      ],
    }
    expect(auditSummary(report).references).toEqual([
      {
        table: 'users_identities',
        column: '_parent_id',
        treatment: 'move',
        rows: 1,
        moved: 1,
        skipped: 0,
        movedIds: ['x'],
      },
    ])
  })
})
