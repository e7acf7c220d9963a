/**
 * A plan's choice as the address carries it (decision 102): the chosen
 * studios' numbers joined by hyphens, in the visitor's order —
 * `/openstudios/plan/12-5-8` — and `/in-my-order` after it when the routes
 * follow that order rather than the walking order. The address is the plan:
 * shared, bookmarked and cached like any public page.
 */

export const PLAN_PATH = '/openstudios/plan'
/** More than a day or two can hold; keeps an address and a routing request small. */
export const MOST_STUDIOS = 40
export const IN_MY_ORDER = 'in-my-order'

export type PlanChoice = { studios: number[]; inMyOrder: boolean }

/** The studios of an address's segment (`12-5-8`), or null when it is not one: no repeats, at most `MOST_STUDIOS`. */
export function parseStudios(segment: string): number[] | null {
  if (!/^\d{1,9}(-\d{1,9})*$/.test(segment)) return null
  const studios = segment.split('-').map(Number)
  if (studios.some((id) => id < 1) || new Set(studios).size !== studios.length || studios.length > MOST_STUDIOS) {
    return null
  }
  return studios
}

/** A choice from anything (a form, a stored plan, the browser's storage), or why it is not one. */
export function readChoice(value: unknown): { choice: PlanChoice } | { problem: string } {
  const given = value as { studios?: unknown; inMyOrder?: unknown } | null
  const studios = given?.studios
  if (!Array.isArray(studios) || !studios.every((id) => Number.isInteger(id) && id > 0 && id < 1e9)) {
    return { problem: 'The plan’s studios must be a list of studio numbers.' }
  }
  if (new Set(studios).size !== studios.length) return { problem: 'A studio is in the plan twice.' }
  if (studios.length > MOST_STUDIOS) return { problem: `A plan holds at most ${MOST_STUDIOS} studios.` }
  return { choice: { studios: studios as number[], inMyOrder: given?.inMyOrder === true } }
}

/** The plan's address; the page that chooses when nothing is chosen. */
export function planHref(choice: PlanChoice): string {
  if (choice.studios.length === 0) return PLAN_PATH
  return `${PLAN_PATH}/${choice.studios.join('-')}${choice.inMyOrder ? `/${IN_MY_ORDER}` : ''}`
}
