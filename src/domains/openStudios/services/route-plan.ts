/**
 * The route planner's rules (`/openstudios/plan`, decision 102): for one day
 * of a weekend and the studios a visitor chose, the order to walk them in —
 * nearest neighbour from every start, then 2-opt, weighed against each
 * studio's hours that day — with the walk between them and the time of each
 * arrival. Plain functions over plain data, the same in the server and the
 * browser (the page reorders by hand without asking the server again).
 */

/** A walking pace most visitors keep between studios: 4.5 km/h. */
export const WALKING_METRES_PER_SECOND = 1.25
/** How long a visit to one studio is planned for. */
export const VISIT_MINUTES = 30
const EARTH_RADIUS_METRES = 6_371_000

export type Place = { latitude: number; longitude: number }

/** Walking between every pair of chosen studios: metres and seconds, row `from`, column `to`. */
export type WalkMatrix = {
  metres: number[][]
  seconds: number[][]
  /** Straight lines at a walking pace, or the routing service's walking routes. */
  source: 'straight' | 'routing'
}

/** The great-circle distance between two places, in metres. */
export function haversineMetres(a: Place, b: Place): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Straight lines between every pair, walked at `WALKING_METRES_PER_SECOND`. */
export function straightLineMatrix(places: readonly Place[]): WalkMatrix {
  const metres = places.map((from) => places.map((to) => Math.round(haversineMetres(from, to))))
  return {
    metres,
    seconds: metres.map((row) => row.map((distance) => Math.round(distance / WALKING_METRES_PER_SECOND))),
    source: 'straight',
  }
}

/** The walk along `order` (indices into the matrix), in the matrix's seconds. */
export function walkSeconds(order: readonly number[], seconds: readonly number[][]): number {
  let total = 0
  for (let i = 1; i < order.length; i += 1) total += seconds[order[i - 1]!]![order[i]!]!
  return total
}

/** Nearest neighbour from `start`: always the closest studio not yet visited. */
export function nearestNeighbour(start: number, seconds: readonly number[][]): number[] {
  const order = [start]
  const left = new Set(seconds.map((_, index) => index).filter((index) => index !== start))
  while (left.size > 0) {
    const here = order[order.length - 1]!
    let best = -1
    for (const candidate of left) if (best < 0 || seconds[here]![candidate]! < seconds[here]![best]!) best = candidate
    order.push(best)
    left.delete(best)
  }
  return order
}

/**
 * 2-opt on an open path: reverses any stretch that lowers `cost`, until none
 * does. `cost` is the whole order's, so hours can weigh in, not only the walk.
 */
export function twoOpt(order: readonly number[], cost: (order: readonly number[]) => number): number[] {
  let best = [...order]
  let bestCost = cost(best)
  let improved = true
  while (improved) {
    improved = false
    for (let i = 0; i < best.length - 1; i += 1) {
      for (let j = i + 1; j < best.length; j += 1) {
        const candidate = [...best.slice(0, i), ...best.slice(i, j + 1).reverse(), ...best.slice(j + 1)]
        const candidateCost = cost(candidate)
        if (candidateCost < bestCost - 1e-9) {
          best = candidate
          bestCost = candidateCost
          improved = true
        }
      }
    }
  }
  return best
}

/** A studio's hours on one day, `HH:mm` where the organisation is, or closed. */
export type DayHours = { opensAt: string; closesAt: string } | 'closed'

export type PlanStudio = {
  id: number
  /** Index into the walk matrix; null when the studio has no position (it is listed, not routed). */
  place: number | null
  hours: DayHours
}

export type Stop = {
  studioId: number
  /** Minutes after midnight of the day. */
  arrives: number
  leaves: number
  /** The walk from the stop before; null for the first. */
  walk: { metres: number; seconds: number } | null
  /** Arrives after the studio closes (or too late for a whole visit): said, kept in the route. */
  afterClosing: boolean
  opensAt: string
  closesAt: string
}

export type DayRoute = {
  stops: Stop[]
  /** Chosen studios closed that day: said, not routed. */
  closed: number[]
  /** Chosen studios without a position: listed, not routed. */
  unplaced: number[]
  totalMetres: number
  totalWalkSeconds: number
}

export const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number)
  return hours! * 60 + minutes!
}
export const clockOf = (minutes: number) => {
  const whole = Math.round(minutes)
  return `${String(Math.floor(whole / 60) % 24).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`
}

type Open = { id: number; place: number; opens: number; closes: number; hours: { opensAt: string; closesAt: string } }

/** The stops along `order`, starting when the first studio opens; early arrivals wait for the door. */
function schedule(order: readonly Open[], matrix: WalkMatrix): Stop[] {
  const stops: Stop[] = []
  let clock = order.length > 0 ? order[0]!.opens : 0
  order.forEach((studio, index) => {
    const previous = index > 0 ? order[index - 1]! : null
    const walk = previous
      ? {
          metres: matrix.metres[previous.place]![studio.place]!,
          seconds: matrix.seconds[previous.place]![studio.place]!,
        }
      : null
    const arrives = Math.max(clock + (walk ? walk.seconds / 60 : 0), studio.opens)
    const leaves = arrives + VISIT_MINUTES
    stops.push({
      studioId: studio.id,
      arrives: Math.round(arrives),
      leaves: Math.round(leaves),
      walk,
      afterClosing: arrives > studio.closes - VISIT_MINUTES,
      opensAt: studio.hours.opensAt,
      closesAt: studio.hours.closesAt,
    })
    clock = leaves
  })
  return stops
}

/** A late arrival weighs more than any walk, so a studio closing early comes first when it can. */
const LATE_PENALTY_SECONDS = 1_000_000

/**
 * One day's route: the open studios with a position, in walking order (or
 * in the order given when `keepOrder`), with arrival times; closed and
 * unplaced studios said apart.
 */
export function dayRoute(studios: readonly PlanStudio[], matrix: WalkMatrix, keepOrder = false): DayRoute {
  const closed = studios.filter((studio) => studio.hours === 'closed').map((studio) => studio.id)
  const unplaced = studios
    .filter((studio) => studio.hours !== 'closed' && studio.place === null)
    .map((studio) => studio.id)
  const open: Open[] = studios.flatMap((studio) =>
    studio.hours !== 'closed' && studio.place !== null
      ? [
          {
            id: studio.id,
            place: studio.place,
            opens: minutesOf(studio.hours.opensAt),
            closes: minutesOf(studio.hours.closesAt),
            hours: studio.hours,
          },
        ]
      : [],
  )
  let ordered = open
  if (!keepOrder && open.length > 2) {
    const seconds = open.map((from) => open.map((to) => matrix.seconds[from.place]![to.place]!))
    const cost = (order: readonly number[]) => {
      const stops = schedule(
        order.map((index) => open[index]!),
        matrix,
      )
      const late = stops.filter((stop) => stop.afterClosing).length
      return late * LATE_PENALTY_SECONDS + walkSeconds(order, seconds)
    }
    let best: number[] = []
    let bestCost = Infinity
    for (let start = 0; start < open.length; start += 1) {
      const candidate = twoOpt(nearestNeighbour(start, seconds), cost)
      const candidateCost = cost(candidate)
      if (candidateCost < bestCost) {
        best = candidate
        bestCost = candidateCost
      }
    }
    ordered = best.map((index) => open[index]!)
  } else if (!keepOrder && open.length === 2 && open[1]!.closes < open[0]!.closes) {
    ordered = [open[1]!, open[0]!]
  }
  const stops = schedule(ordered, matrix)
  return {
    stops,
    closed,
    unplaced,
    totalMetres: stops.reduce((sum, stop) => sum + (stop.walk?.metres ?? 0), 0),
    totalWalkSeconds: stops.reduce((sum, stop) => sum + (stop.walk?.seconds ?? 0), 0),
  }
}

const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
const TIME_RANGE = /(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s*(?:-|–|—|to)\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)?/i

const clock = (hours: number, minutes: number) =>
  `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`

/** `12–5pm`, `1-5 pm`, `11:30 to 17:00`, `11-5` (afternoon understood) as opening and closing times. */
function rangeOf(match: RegExpExecArray): { opensAt: string; closesAt: string } {
  const [, fromHour, fromMinute, fromHalf, toHour, toMinute, toHalf] = match
  const to24 = (hour: number, half: string | undefined) =>
    half?.toLowerCase() === 'pm' && hour < 12 ? hour + 12 : half?.toLowerCase() === 'am' && hour === 12 ? 0 : hour
  let closes = to24(Number(toHour), toHalf)
  // "1-5pm": the first hour shares the afternoon when it is before the second.
  let opens = to24(Number(fromHour), fromHalf ?? (Number(fromHour) < Number(toHour) ? toHalf : undefined))
  if (!fromHalf && !toHalf && closes <= opens && closes < 12) closes += 12
  if (opens > 23) opens = 23
  return {
    opensAt: clock(opens, Number(fromMinute ?? 0)),
    closesAt: clock(Math.min(closes, 23), Number(toMinute ?? 0)),
  }
}

/** The days a piece of text names (`Sat`, `Sunday`…), as numbers 0 (Sunday) to 6. */
function daysNamed(text: string): number[] {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? []
  return DAY_NAMES.flatMap((name, day) =>
    words.some((word) => word.length >= 3 && name.startsWith(word)) ? [day] : [],
  )
}

/**
 * A studio's hours on `weekday` (0 Sunday … 6 Saturday): the artist's own
 * ("Hours, if not the weekend's", free text such as "Sat 12–5pm; Sun closed"
 * or "Saturday only") where they say something about that day, else the
 * weekend's. Text it cannot read leaves the weekend's hours.
 */
export function hoursOn(
  weekday: number,
  weekend: { opensAt: string; closesAt: string },
  text: string | null,
): DayHours {
  const standard = { opensAt: weekend.opensAt, closesAt: weekend.closesAt }
  if (!text || !text.trim()) return standard
  const parts = text
    .split(/[;,\n]/)
    .map((part) => part.trim())
    .filter(Boolean)
  let forAll: DayHours | null = null
  let forDay: DayHours | null = null
  let onlySome = false
  for (const part of parts) {
    const days = daysNamed(part.replace(TIME_RANGE, ' '))
    const range = TIME_RANGE.exec(part)
    const said: DayHours | null = /closed/i.test(part)
      ? 'closed'
      : range
        ? rangeOf(range)
        : days.length > 0
          ? standard
          : null
    if (/\bonly\b/i.test(part) && days.length > 0) onlySome = true
    if (days.length === 0) forAll = said ?? forAll
    else if (days.includes(weekday)) forDay = said ?? standard
  }
  if (forDay) return forDay
  if (onlySome) return 'closed'
  if (forAll) return forAll
  // Days named, this one not among them, and no hours for every day: the artist opens only the days they named.
  return parts.some((part) => daysNamed(part).length > 0) && parts.every((part) => daysNamed(part).length > 0)
    ? 'closed'
    : standard
}

/** The widest hours of several artists sharing a studio: open when any of them is. */
export function studioHours(hours: readonly DayHours[]): DayHours {
  const open = hours.filter((one): one is { opensAt: string; closesAt: string } => one !== 'closed')
  if (open.length === 0) return 'closed'
  return {
    opensAt: open.map((one) => one.opensAt).sort()[0]!,
    closesAt: open
      .map((one) => one.closesAt)
      .sort()
      .at(-1)!,
  }
}
