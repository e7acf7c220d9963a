/** How far a campaign has come: what its paid gifts add up to, against its goal when it has one. */
export type CampaignProgress = {
  raisedMinor: number
  gifts: number
  goalMinor: number | null
  /** Whole per cent of the goal reached (may pass 100), or null without a goal. */
  percent: number | null
  /** The bar's filled share, 0 to 100. */
  barPercent: number | null
}

export function campaignProgress(raisedMinor: number, gifts: number, goalMinor: number | null): CampaignProgress {
  const goal = goalMinor && goalMinor > 0 ? goalMinor : null
  const percent = goal === null ? null : Math.floor((raisedMinor * 100) / goal)
  return {
    raisedMinor,
    gifts,
    goalMinor: goal,
    percent,
    barPercent: percent === null ? null : Math.min(100, percent),
  }
}

const COUNT = new Intl.NumberFormat('en-US')

/** "12 gifts", "1 gift", "No gifts yet". */
export function giftCount(gifts: number): string {
  if (gifts === 0) return 'No gifts yet'
  return gifts === 1 ? '1 gift' : `${COUNT.format(gifts)} gifts`
}
