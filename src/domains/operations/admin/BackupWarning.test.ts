import { describe, expect, it } from 'vitest'

import { backupSize, backupTime } from './BackupWarning'

describe("a backup's time and size in words", () => {
  it("writes the time in the organisation's zone, whatever the server's", () => {
    // 07:30 UTC on 1 January is still New Year's Eve in Los Angeles.
    const at = new Date('2027-01-01T07:30:00Z')
    expect(backupTime(at, 'America/Los_Angeles')).toBe('Dec 31, 2026, 11:30 PM')
    expect(backupTime(at, 'Europe/Paris')).toBe('Jan 1, 2027, 8:30 AM')
  })

  it('writes the size in megabytes', () => {
    expect(backupSize(320_732)).toBe('0.3 MB')
    expect(backupSize(5 * 1024 * 1024)).toBe('5.0 MB')
  })
})
