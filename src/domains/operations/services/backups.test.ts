import { describe, expect, it } from 'vitest'

import type { StoredBackup } from '@/platform/backup'

import { backupStatus, dailyBackupDue } from './backups'

const TZ = 'America/Los_Angeles'
const at = (iso: string) => new Date(iso)
const backup = (iso: string): StoredBackup => ({ name: 'x', size: 1, createdAt: at(iso), where: '/b/x' })

describe('the daily backup', () => {
  it('is due from 02:30 in the organisation’s time zone, once a day', () => {
    // 02:29 and 02:30 in Los Angeles (PST, UTC−8) on 3 December.
    expect(dailyBackupDue(at('2026-12-03T10:29:00Z'), null, TZ)).toBe(false)
    expect(dailyBackupDue(at('2026-12-03T10:30:00Z'), null, TZ)).toBe(true)
    expect(dailyBackupDue(at('2026-12-03T10:30:00Z'), at('2026-12-02T10:30:05Z'), TZ)).toBe(true)
    expect(dailyBackupDue(at('2026-12-03T11:30:00Z'), at('2026-12-03T10:30:05Z'), TZ)).toBe(false)
    // Late in the evening in Los Angeles is already the next day in UTC: still the same local day.
    expect(dailyBackupDue(at('2026-12-04T07:30:00Z'), at('2026-12-03T10:30:05Z'), TZ)).toBe(false)
  })

  it('is made at the first turn after a server that was down at 02:30 comes back', () => {
    expect(dailyBackupDue(at('2026-12-03T17:30:00Z'), at('2026-12-02T10:31:00Z'), TZ)).toBe(true)
  })

  it('is not made again when someone backed up by hand after 02:30, and is when they did before', () => {
    expect(dailyBackupDue(at('2026-12-03T12:30:00Z'), at('2026-12-03T11:00:00Z'), TZ)).toBe(false)
    expect(dailyBackupDue(at('2026-12-03T12:30:00Z'), at('2026-12-03T09:00:00Z'), TZ)).toBe(true)
  })
})

describe('the control panel’s warning', () => {
  const now = at('2026-12-05T12:00:00Z')

  it('warns when there is no backup, or the newest is more than two days old', () => {
    expect(backupStatus([], now)).toEqual({ last: null, stale: true })
    expect(backupStatus([backup('2026-12-03T11:59:00Z')], now).stale).toBe(true)
  })

  it('is quiet when the newest is younger, whatever older ones there are', () => {
    const kept = [backup('2026-12-03T12:01:00Z'), backup('2026-11-01T10:30:00Z')]
    expect(backupStatus(kept, now)).toEqual({ last: kept[0], stale: false })
  })
})
