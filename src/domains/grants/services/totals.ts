import { AWARDED_STAGES } from './stages'
import type { GrantStage } from './vocabulary'

export type TotalsRow = {
  year: number
  funderId: number
  funder: string
  stage: GrantStage
  /** Minor units. */
  asked: number
  awarded: number | null
}

export type Total = { asked: number; awarded: number; grants: number }

const add = (total: Total, row: TotalsRow): Total => ({
  asked: total.asked + row.asked,
  // An amount typed in before the decision is a hope, not money: only awarded grants count.
  awarded: total.awarded + (AWARDED_STAGES.includes(row.stage) ? (row.awarded ?? 0) : 0),
  grants: total.grants + 1,
})
const NONE: Total = { asked: 0, awarded: 0, grants: 0 }

/** Asked and awarded by the grants' year, the newest year first. */
export function totalsByYear(rows: readonly TotalsRow[]): (Total & { year: number })[] {
  const years = new Map<number, Total>()
  for (const row of rows) years.set(row.year, add(years.get(row.year) ?? NONE, row))
  return [...years].map(([year, total]) => ({ year, ...total })).sort((a, b) => b.year - a.year)
}

/** Asked and awarded by funder, the most awarded first, then the most asked, then by name. */
export function totalsByFunder(rows: readonly TotalsRow[]): (Total & { funderId: number; funder: string })[] {
  const funders = new Map<number, Total & { funder: string }>()
  for (const row of rows) {
    const before = funders.get(row.funderId) ?? { ...NONE, funder: row.funder }
    funders.set(row.funderId, { ...add(before, row), funder: row.funder })
  }
  return [...funders]
    .map(([funderId, total]) => ({ funderId, ...total }))
    .sort((a, b) => b.awarded - a.awarded || b.asked - a.asked || a.funder.localeCompare(b.funder))
}
