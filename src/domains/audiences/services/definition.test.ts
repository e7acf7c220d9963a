import { describe, expect, it } from 'vitest'

import { audiencesNamed, checkDefinition, MAX_RULES } from './definition'

const problems = (value: unknown) => {
  const checked = checkDefinition(value)
  return checked.ok ? [] : checked.problems
}

describe("a saved audience's definition", () => {
  it('keeps each source with its conditions, numbers from a form read as numbers, empty ones left out', () => {
    expect(
      checkDefinition({
        match: 'any',
        rules: [
          { source: 'members', plan: '3', status: '', expiringWithinDays: '30' },
          { source: 'artists', status: 'registered', weekend: 2 },
          { source: 'artLovers' },
          { source: 'donors', level: '', lastGiftSince: '2026-01-01', yearly: 'on' },
          { source: 'attendees', event: '7' },
          { source: 'favourited', artist: 12 },
        ],
        except: [{ source: 'audience', audience: '4' }],
      }),
    ).toEqual({
      ok: true,
      definition: {
        match: 'any',
        rules: [
          { source: 'members', plan: 3, expiringWithinDays: 30 },
          { source: 'artists', status: 'registered', weekend: 2 },
          { source: 'artLovers' },
          { source: 'donors', lastGiftSince: '2026-01-01', yearly: true },
          { source: 'attendees', event: 7 },
          { source: 'favourited', artist: 12 },
        ],
        except: [{ source: 'audience', audience: 4 }],
      },
    })
  })

  it('reads "all of" when no match is given, and no exceptions', () => {
    expect(checkDefinition({ rules: [{ source: 'artLovers' }] })).toEqual({
      ok: true,
      definition: { match: 'all', rules: [{ source: 'artLovers' }], except: [] },
    })
  })

  it('names every bad condition with its rule', () => {
    expect(
      problems({
        match: 'some',
        rules: [
          { source: 'members', status: 'lapsed', expiringWithinDays: 400 },
          { source: 'artists', status: 'maybe', weekend: 'first' },
          { source: 'donors', lastGiftSince: '2026-02-30', lastGiftBefore: 'yesterday' },
          { source: 'attendees' },
          { source: 'nobody' },
        ],
        except: [{ source: 'donors', lastGiftSince: '2026-05-01', lastGiftBefore: '2026-04-01' }, 'art lovers'],
      }),
    ).toEqual([
      'Match must be "all" (all of the rules) or "any" (any of them).',
      'Rule 1: the status must be one of active, grace, expired.',
      'Rule 1: "expiring within" must be a whole number of days from 0 to 366.',
      'Rule 2: the registration status must be one of draft, awaiting-payment, registered, waitlisted, offered, withdrawn, cancelled.',
      'Rule 2: the weekend must be chosen from the list.',
      'Rule 3: "last gift since" must be a date such as 2026-03-31.',
      'Rule 3: "last gift before" must be a date such as 2026-03-31.',
      'Rule 4: choose the event.',
      'Rule 5: the source must be one of members, artists, artLovers, donors, attendees, favourited, contacts, audience.',
      'But not 1: "last gift since" must be before "last gift before".',
      'But not 2: a rule must name its source.',
    ])
  })

  it('refuses an expired membership that is also "expiring", no rules, too many, and what is not a definition', () => {
    expect(problems({ rules: [{ source: 'members', status: 'expired', expiringWithinDays: 5 }] })).toEqual([
      'Rule 1: a membership already expired is not expiring: choose one status or the other.',
    ])
    expect(problems({ rules: [] })).toEqual(['Add at least one rule.'])
    expect(problems({ rules: Array.from({ length: MAX_RULES + 1 }, () => ({ source: 'artLovers' })) })).toEqual([
      `An audience has at most ${MAX_RULES} rules and exceptions together.`,
    ])
    expect(problems('everyone')).toEqual(['The definition must have rules.'])
    expect(problems({ rules: 'everyone', except: {} })).toEqual([
      'The rules must be a list.',
      'The exceptions ("but not") must be a list.',
    ])
  })

  it('lists the saved audiences it names', () => {
    const checked = checkDefinition({
      rules: [{ source: 'audience', audience: 2 }, { source: 'artLovers' }],
      except: [{ source: 'audience', audience: 5 }],
    })
    expect(checked.ok && audiencesNamed(checked.definition)).toEqual([2, 5])
  })
})
