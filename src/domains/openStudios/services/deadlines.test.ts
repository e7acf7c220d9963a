import { describe, expect, it } from 'vitest'

import { endOf, isPast, listingsLock, phaseAt, registrationWindow } from './deadlines'
import { testSeason } from './test-season'

const LA = 'America/Los_Angeles'
const { deadlines } = testSeason()

/** An instant given as Los Angeles wall time in summer (UTC−7). */
function la(wall: string): Date {
  return new Date(`${wall}-07:00`)
}

describe('the deadlines where the organisation is', () => {
  it('ends a deadline at midnight after its last day there, not in UTC', () => {
    expect(endOf('2026-06-30', LA).toISOString()).toBe('2026-07-01T07:00:00.000Z')
    expect(isPast('2026-06-30', la('2026-06-30T23:59:59'), LA)).toBe(false)
    // 06:59 UTC on 1 July is still 30 June in Los Angeles.
    expect(isPast('2026-06-30', new Date('2026-07-01T06:59:59Z'), LA)).toBe(false)
    expect(isPast('2026-06-30', la('2026-07-01T00:00:00'), LA)).toBe(true)
    expect(isPast(null, la('2099-01-01T00:00:00'), LA)).toBe(false)
  })

  it('reads the same instant against another zone’s calendar', () => {
    expect(isPast('2026-06-30', new Date('2026-07-01T06:59:59Z'), 'UTC')).toBe(true)
  })
})

describe('registrationWindow', () => {
  it('opens at the first moment of its opening day and closes after its closing day', () => {
    expect(registrationWindow(deadlines, la('2026-03-31T23:59:59'), LA)).toMatchObject({ open: false, why: 'not-yet' })
    expect(registrationWindow(deadlines, la('2026-04-01T00:00:00'), LA)).toMatchObject({ open: true })
    expect(registrationWindow(deadlines, la('2026-08-15T23:59:59'), LA)).toMatchObject({ open: true })
    const closed = registrationWindow(deadlines, la('2026-08-16T00:00:00'), LA)
    expect(closed).toMatchObject({ open: false, why: 'closed' })
    expect(closed.open === false && closed.opensAt?.toISOString()).toBe('2026-04-01T07:00:00.000Z')
  })

  it('is closed while its dates are not set', () => {
    const unset = { ...deadlines, registrationOpens: null }
    expect(registrationWindow(unset, la('2026-05-01T12:00:00'), LA)).toMatchObject({ open: false, why: 'not-set' })
  })
})

describe('phaseAt', () => {
  const cases: [string, string][] = [
    ['2026-04-01T00:00:00', 'early'],
    ['2026-06-30T23:59:59', 'early'],
    ['2026-07-01T00:00:00', 'regular'],
    ['2026-07-31T23:59:59', 'regular'],
    ['2026-08-01T00:00:00', 'late'],
    ['2026-08-15T23:59:59', 'late'],
  ]
  it.each(cases)('at %s (Los Angeles) is %s', (wall, phase) => {
    expect(phaseAt(deadlines, la(wall), LA).phase).toBe(phase)
  })

  it('says until when the phase lasts', () => {
    expect(phaseAt(deadlines, la('2026-05-01T12:00:00'), LA)).toEqual({ phase: 'early', until: '2026-06-30' })
    expect(phaseAt(deadlines, la('2026-08-02T12:00:00'), LA)).toEqual({ phase: 'late', until: '2026-08-15' })
  })

  it('skips a phase whose deadline is not set', () => {
    const noEarly = { ...deadlines, earlyPriceEnds: null }
    expect(phaseAt(noEarly, la('2026-05-01T12:00:00'), LA).phase).toBe('regular')
    const noRegular = { ...deadlines, regularPriceEnds: null }
    expect(phaseAt(noRegular, la('2026-07-01T00:00:00'), LA).phase).toBe('late')
  })
})

describe('listingsLock', () => {
  it('locks listings from the day after the materials are due, and says since when', () => {
    expect(listingsLock(deadlines, la('2026-08-31T23:59:59'), LA)).toEqual({
      locked: false,
      since: new Date('2026-09-01T07:00:00Z'),
    })
    expect(listingsLock(deadlines, la('2026-09-01T00:00:00'), LA)).toEqual({
      locked: true,
      since: new Date('2026-09-01T07:00:00Z'),
    })
  })

  it('never locks while no materials deadline is set', () => {
    expect(listingsLock({ ...deadlines, materialsDue: null }, la('2030-01-01T00:00:00'), LA)).toEqual({
      locked: false,
      since: null,
    })
  })
})
