import { parseListOrder } from '@/platform/cpanel/list-params'

import type { GrantQuery } from './grants'
import { GRANT_STAGES, type GrantStage } from './vocabulary'

export const GRANT_SORTS = ['program', 'funder', 'year', 'asked', 'awarded', 'due'] as const

const ID = /^\d{1,10}$/

/**
 * The grant tracker's list as its address gives it (`q`, `stage`, `year`,
 * `funder`, `deadlines=soon`, `sort`, `page`) — the same for the page, its
 * totals and its CSV; what cannot be used falls back and is named in `problems`.
 */
export function grantQuery(params: URLSearchParams): { query: GrantQuery; problems: string[] } {
  const { order, problems } = parseListOrder(params, GRANT_SORTS, { sort: 'due', direction: 'asc' })
  const words = (params.get('q') ?? '').trim().slice(0, 100)
  const stage = (params.get('stage') ?? '').trim()
  const stageOk = GRANT_STAGES.includes(stage as GrantStage)
  if (stage && !stageOk) problems.push(`there is no stage “${stage.slice(0, 40)}”`)
  const year = (params.get('year') ?? '').trim()
  const yearOk = /^\d{4}$/.test(year)
  if (year && !yearOk) problems.push('a year is four digits, such as 2027')
  const funder = (params.get('funder') ?? '').trim()
  const funderOk = ID.test(funder)
  if (funder && !funderOk) problems.push('a funder is chosen from the list')
  const deadlines = (params.get('deadlines') ?? '').trim()
  if (deadlines && deadlines !== 'soon') problems.push('dates can be filtered by “soon” only')
  return {
    query: {
      words,
      stage: stageOk ? (stage as GrantStage) : '',
      year: yearOk ? Number(year) : null,
      funder: funderOk ? Number(funder) : null,
      deadlines: deadlines === 'soon' ? 'soon' : '',
      ...order,
    },
    problems,
  }
}
