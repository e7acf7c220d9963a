import { giftCount, type CampaignProgress } from '../services/progress'

/**
 * How far a campaign has come, from its paid gifts: the amount raised, the
 * share of the goal and the number of gifts; a bar only when there is a goal.
 */
export function ProgressBar({
  progress,
  money,
  labelledBy,
}: {
  progress: CampaignProgress
  money: (minor: number) => string
  labelledBy?: string
}) {
  const raised = money(progress.raisedMinor)
  if (progress.goalMinor === null || progress.percent === null || progress.barPercent === null) {
    return (
      <p className="text-lg">
        <strong className="text-2xl font-semibold">{raised}</strong> raised · {giftCount(progress.gifts)}
      </p>
    )
  }
  const goal = money(progress.goalMinor)
  return (
    <div className="space-y-2">
      <p className="text-lg">
        <strong className="text-2xl font-semibold">{raised}</strong> raised of a {goal} goal
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : 'Raised towards the goal'}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.barPercent}
        aria-valuetext={`${raised} of ${goal}, ${progress.percent}% of the goal`}
        className="h-4 w-full overflow-hidden rounded-full border border-stone-400 bg-stone-100"
      >
        <div className="h-full bg-accent" style={{ width: `${progress.barPercent}%` }} />
      </div>
      <p className="text-sm text-muted">
        {progress.percent}% of the goal · {giftCount(progress.gifts)}
      </p>
    </div>
  )
}
