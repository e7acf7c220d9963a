import { describe, expect, it } from 'vitest'

import { contactQuery } from './list-query'
import { checkFollowUp, checkInteraction, parseTags } from './rules'

describe('the contact tracker’s forms and address', () => {
  it('reads tags comma-separated, each once whatever its case', () => {
    expect(parseTags(' Press,  spring   gala, press ,, Funders')).toEqual(['Press', 'spring gala', 'Funders'])
  })
  it('reads an interaction’s time as the organisation’s wall clock, empty meaning now', () => {
    expect(checkInteraction({ kind: 'meeting', at: '2026-03-05 14:00', summary: ' Met ' })).toEqual({
      ok: true,
      value: { kind: 'meeting', at: '2026-03-05T14:00', summary: 'Met' },
    })
    expect(checkInteraction({ kind: 'call', at: '', summary: 'x' })).toMatchObject({ ok: true, value: { at: null } })
    expect(checkInteraction({ kind: 'fax', at: 'tomorrow', summary: '' })).toMatchObject({
      ok: false,
      fieldErrors: { kind: expect.any(String), at: expect.any(String), summary: expect.any(String) },
    })
  })
  it('refuses a follow-up without a real day or an owner', () => {
    expect(checkFollowUp({ due: '2026-13-40', owner: 'x', note: '' })).toMatchObject({
      ok: false,
      fieldErrors: { due: expect.any(String), owner: expect.any(String) },
    })
    expect(checkFollowUp({ due: '2026-12-08', owner: '4', note: '' })).toEqual({
      ok: true,
      value: { due: '2026-12-08', owner: 4, note: null },
    })
  })
  it('takes the list’s filter from the address and names what cannot be used', () => {
    expect(contactQuery(new URLSearchParams('tag=press&followups=due&sort=-due&page=2')).query).toEqual({
      words: '',
      tag: 'press',
      category: '',
      followUps: 'due',
      sort: 'due',
      direction: 'desc',
      page: 2,
    })
    expect(contactQuery(new URLSearchParams('category=robots&followups=soon&sort=age')).problems).toHaveLength(3)
  })
})
