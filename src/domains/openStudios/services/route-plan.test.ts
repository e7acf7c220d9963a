import { describe, expect, it } from 'vitest'

import {
  dayRoute,
  haversineMetres,
  hoursOn,
  nearestNeighbour,
  straightLineMatrix,
  studioHours,
  twoOpt,
  walkSeconds,
  type PlanStudio,
} from './route-plan'

const HOURS = { opensAt: '11:00', closesAt: '18:00' }
// Points along one street, 0.001° of longitude apart (about 88 m at this latitude).
const along = (steps: number) => ({ latitude: 37.76, longitude: -122.42 + steps * 0.001 })

describe('haversine', () => {
  it('measures a degree of latitude as about 111 km, and nothing between a place and itself', () => {
    expect(haversineMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111_195, -1)
    expect(haversineMetres(along(3), along(3))).toBe(0)
  })

  it('walks the straight line at 4.5 km/h', () => {
    const matrix = straightLineMatrix([along(0), along(10)])
    expect(matrix.metres[0]![1]).toBe(matrix.metres[1]![0])
    expect(matrix.metres[0]![1]).toBeGreaterThan(870)
    expect(matrix.metres[0]![1]).toBeLessThan(890)
    expect(matrix.seconds[0]![1]).toBe(Math.round(matrix.metres[0]![1]! / 1.25))
  })
})

describe('the walking order', () => {
  const street = [0, 7, 2, 9, 4].map(along)
  const seconds = straightLineMatrix(street).seconds

  it('goes to the nearest studio not yet seen', () => {
    expect(nearestNeighbour(0, seconds)).toEqual([0, 2, 4, 1, 3])
  })

  it('2-opt uncrosses a path nearest neighbour leaves crossed', () => {
    // From the middle, nearest neighbour walks one way, then back past the start.
    const order = nearestNeighbour(2, seconds)
    const better = twoOpt(order, (candidate) => walkSeconds(candidate, seconds))
    expect(walkSeconds(better, seconds)).toBeLessThan(walkSeconds(order, seconds))
    expect([better, [...better].reverse()]).toContainEqual([0, 2, 4, 1, 3])
  })

  it('routes the open studios along the street with times, the first at opening', () => {
    const studios: PlanStudio[] = street.map((_, index) => ({ id: 100 + index, place: index, hours: HOURS }))
    const route = dayRoute(studios, straightLineMatrix(street))
    const ids = route.stops.map((stop) => stop.studioId)
    expect([ids, [...ids].reverse()]).toContainEqual([100, 102, 104, 101, 103])
    expect(route.stops[0]!.arrives).toBe(11 * 60)
    expect(route.stops[0]!.walk).toBeNull()
    // A 30-minute visit, then a walk of about 176 m (2 min 21 s).
    expect(route.stops[1]!.arrives).toBe(11 * 60 + 30 + 2)
    expect(route.totalMetres).toBeGreaterThan(780)
    expect(route.totalMetres).toBeLessThan(800)
    expect(route.stops.every((stop) => !stop.afterClosing)).toBe(true)
  })

  it('keeps a hand-made order when asked', () => {
    const studios: PlanStudio[] = [3, 0, 4].map((place) => ({ id: place, place, hours: HOURS }))
    expect(dayRoute(studios, straightLineMatrix(street), true).stops.map((stop) => stop.studioId)).toEqual([3, 0, 4])
  })

  it('says a closed studio and one without a position apart, and routes the rest', () => {
    const route = dayRoute(
      [
        { id: 1, place: 0, hours: HOURS },
        { id: 2, place: 1, hours: 'closed' },
        { id: 3, place: null, hours: HOURS },
        { id: 4, place: 2, hours: HOURS },
      ],
      straightLineMatrix(street),
    )
    expect(route.closed).toEqual([2])
    expect(route.unplaced).toEqual([3])
    expect(route.stops.map((stop) => stop.studioId).sort()).toEqual([1, 4])
  })

  it('visits a studio closing early first, even when the walk is longer', () => {
    const studios: PlanStudio[] = [
      { id: 1, place: 0, hours: HOURS },
      { id: 2, place: 1, hours: HOURS },
      { id: 3, place: 2, hours: HOURS },
      { id: 4, place: 3, hours: { opensAt: '11:00', closesAt: '11:40' } },
    ]
    const route = dayRoute(studios, straightLineMatrix(street))
    expect(route.stops[0]!.studioId).toBe(4)
    expect(route.stops.some((stop) => stop.afterClosing)).toBe(false)
  })

  it('flags an arrival after closing it cannot avoid', () => {
    const studios: PlanStudio[] = [
      { id: 1, place: 0, hours: { opensAt: '11:00', closesAt: '11:40' } },
      { id: 2, place: 1, hours: { opensAt: '11:00', closesAt: '11:40' } },
    ]
    const route = dayRoute(studios, straightLineMatrix(street))
    expect(route.stops.map((stop) => stop.afterClosing)).toEqual([false, true])
  })

  it('waits for a studio that opens later', () => {
    const studios: PlanStudio[] = [
      { id: 1, place: 0, hours: HOURS },
      { id: 2, place: 1, hours: { opensAt: '14:00', closesAt: '18:00' } },
    ]
    const route = dayRoute(studios, straightLineMatrix(street), true)
    expect(route.stops[1]!.arrives).toBe(14 * 60)
  })
})

describe('opening hours', () => {
  const SATURDAY = 6
  const SUNDAY = 0

  it('are the weekend’s when the artist says nothing', () => {
    expect(hoursOn(SATURDAY, HOURS, null)).toEqual(HOURS)
    expect(hoursOn(SATURDAY, HOURS, 'By the garden gate')).toEqual(HOURS)
  })

  it('read the artist’s own hours for every day', () => {
    expect(hoursOn(SUNDAY, HOURS, '12–5pm')).toEqual({ opensAt: '12:00', closesAt: '17:00' })
    expect(hoursOn(SUNDAY, HOURS, '1-5 pm')).toEqual({ opensAt: '13:00', closesAt: '17:00' })
    expect(hoursOn(SUNDAY, HOURS, '10:30 to 16:00')).toEqual({ opensAt: '10:30', closesAt: '16:00' })
    expect(hoursOn(SUNDAY, HOURS, '11-5')).toEqual({ opensAt: '11:00', closesAt: '17:00' })
  })

  it('read a day of its own, and a day closed', () => {
    const text = 'Sat 12–5pm; Sun closed'
    expect(hoursOn(SATURDAY, HOURS, text)).toEqual({ opensAt: '12:00', closesAt: '17:00' })
    expect(hoursOn(SUNDAY, HOURS, text)).toBe('closed')
  })

  it('read "Saturday only" as closed on Sunday', () => {
    expect(hoursOn(SATURDAY, HOURS, 'Saturday only')).toEqual(HOURS)
    expect(hoursOn(SUNDAY, HOURS, 'Saturday only')).toBe('closed')
  })

  it('open a shared studio whenever one of its artists is there', () => {
    expect(studioHours(['closed', { opensAt: '12:00', closesAt: '16:00' }, HOURS])).toEqual({
      opensAt: '11:00',
      closesAt: '18:00',
    })
    expect(studioHours(['closed', 'closed'])).toBe('closed')
  })
})
