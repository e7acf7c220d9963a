import { STAGE_LABELS, type GrantStage } from './vocabulary'

/**
 * Where a grant may go from each stage. An inquiry is not every funder's
 * first step, so a prospect may go straight to an application; a prospect or
 * an inquiry that goes nowhere is closed (or declined, once the funder says
 * no); awarded money is always reported on before the grant closes.
 */
export const NEXT_STAGES: Record<GrantStage, readonly GrantStage[]> = {
  prospect: ['inquiry', 'application', 'closed'],
  inquiry: ['application', 'declined', 'closed'],
  application: ['awarded', 'declined'],
  awarded: ['reporting'],
  declined: ['closed'],
  reporting: ['closed'],
  closed: [],
}

/** Stages in which the amount awarded stands: counted in the totals. */
export const AWARDED_STAGES: readonly GrantStage[] = ['awarded', 'reporting', 'closed']

/**
 * A move checked: allowed from where the grant is, and an award with its
 * amount (in minor units, more than nothing). Returns the refusal in words, or null.
 */
export function moveRefusal(from: GrantStage, to: GrantStage, awarded: number | null): string | null {
  if (from === to) return `The grant is at ${STAGE_LABELS[to].toLowerCase()} already.`
  if (!NEXT_STAGES[from].includes(to)) {
    const next = NEXT_STAGES[from].map((stage) => STAGE_LABELS[stage].toLowerCase())
    return `A grant at ${STAGE_LABELS[from].toLowerCase()} cannot go to ${STAGE_LABELS[to].toLowerCase()}${
      next.length ? `: it can go to ${next.join(' or ')}` : ': it is closed'
    }.`
  }
  if (to === 'awarded' && (awarded === null || awarded <= 0)) return 'Say the amount awarded to mark the grant awarded.'
  return null
}
