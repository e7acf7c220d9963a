import { describe, expect, it } from 'vitest'

import { moveRefusal, NEXT_STAGES } from './stages'
import { GRANT_STAGES } from './vocabulary'

describe('a grant’s stages', () => {
  it('goes along the way: prospect, inquiry, application, awarded, reporting, closed', () => {
    const way = ['prospect', 'inquiry', 'application', 'awarded', 'reporting', 'closed'] as const
    for (let step = 1; step < way.length; step += 1) expect(moveRefusal(way[step - 1]!, way[step]!, 500_00)).toBeNull()
    expect(moveRefusal('application', 'declined', null)).toBeNull()
    expect(moveRefusal('declined', 'closed', null)).toBeNull()
    expect(moveRefusal('prospect', 'application', null)).toBeNull()
  })

  it('refuses a move off the way, naming where the grant can go', () => {
    expect(moveRefusal('prospect', 'awarded', 100)).toBe(
      'A grant at prospect cannot go to awarded: it can go to letter of inquiry or application or closed.',
    )
    expect(moveRefusal('declined', 'reporting', null)).toMatch(/cannot go to reporting/)
    expect(moveRefusal('closed', 'prospect', null)).toBe('A grant at closed cannot go to prospect: it is closed.')
    expect(moveRefusal('awarded', 'awarded', 100)).toMatch(/already/)
  })

  it('needs the amount awarded to mark a grant awarded', () => {
    expect(moveRefusal('application', 'awarded', null)).toMatch(/amount awarded/)
    expect(moveRefusal('application', 'awarded', 0)).toMatch(/amount awarded/)
  })

  it('never leads back to where a grant began, and every stage but closed leads on', () => {
    for (const stage of GRANT_STAGES) {
      expect(NEXT_STAGES[stage]).not.toContain('prospect')
      if (stage !== 'closed') expect(NEXT_STAGES[stage].length).toBeGreaterThan(0)
    }
  })
})
