import { instantOf } from '@/platform/calendar'
import { config } from '@/platform/config'

import { parseStudios, planHref, PLAN_PATH, type PlanChoice } from './plan-choice'
import { planCalendar, type CalendarStop } from './plan-calendar'
import { planData, type PlanData } from './plan-page'
import { planPdf } from './plan-pdf'
import { clockOf, dayRoute } from './route-plan'

/** The plan's stops as calendar events: each day's route as the page shows it. */
export function calendarStops(data: PlanData, base: string): CalendarStop[] {
  const host = new URL(base).host
  const studios = new Map(data.studios.map((studio) => [studio.id, studio]))
  const url = new URL(planHref(data.choice), base).href
  return data.days.flatMap((day) => {
    const ordered = [...day.studios].sort(
      (a, b) => data.choice.studios.indexOf(a.id) - data.choice.studios.indexOf(b.id),
    )
    return dayRoute(ordered, data.matrix, data.choice.inMyOrder).stops.map((stop) => {
      const studio = studios.get(stop.studioId)!
      const at = (minutes: number) => instantOf(`${day.date}T${clockOf(minutes)}`, config().TIMEZONE)
      return {
        uid: `open-studios-${data.season!.id}-${day.date}-${studio.id}@${host}`,
        summary: `Open Studios: ${studio.label}`,
        location: studio.label,
        description: [
          `Artists: ${studio.artists.map((artist) => artist.name).join(', ')}`,
          `Open ${stop.opensAt} to ${stop.closesAt}.`,
          ...(stop.afterClosing ? ['Planned after closing time.'] : []),
        ].join('\n'),
        starts: at(stop.arrives),
        ends: at(stop.leaves),
        latitude: studio.latitude,
        longitude: studio.longitude,
        url,
      }
    })
  })
}

/** `GET /openstudios/plan/{studios}/calendar.ics`: the plan's stops for a calendar, one event each. */
export async function planCalendarResponse(request: Request, segment: string, inMyOrder: boolean): Promise<Response> {
  if (!parseStudios(segment)) {
    return new Response('Not a plan: the address names studios by their numbers, such as 12-5-8.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const data = await planData(segment, inMyOrder)
  const stops = data.season ? calendarStops(data, config().PUBLIC_URL ?? new URL(request.url).origin) : []
  return new Response(planCalendar(stops, config().TIMEZONE, new Date()), {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="open-studios-plan.ics"',
      'cache-control': 'public, max-age=60',
    },
  })
}

/**
 * `GET /openstudios/plan/{studios}/plan.pdf`: the plan to print or keep, its
 * days' stops in order. Cached per plan address for a minute, as the calendar.
 */
export async function planPdfResponse(segment: string, inMyOrder: boolean, organisation: string): Promise<Response> {
  if (!parseStudios(segment)) {
    return new Response('Not a plan: the address names studios by their numbers, such as 12-5-8.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const data = await planData(segment, inMyOrder)
  const pdf = await planPdf(data, { organisation, timeZone: config().TIMEZONE, now: new Date() })
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="open-studios-plan.pdf"',
      'cache-control': 'public, max-age=60',
    },
  })
}

/**
 * `GET /openstudios/plan/choose?studio=12&studio=5`: the chooser's form
 * without JavaScript, answered with the plan's address (303). Numbers that
 * are not studios' are refused in words.
 */
export function chosenPlanRedirect(request: Request): Response {
  const url = new URL(request.url)
  const given = url.searchParams.getAll('studio')
  const studios = [...new Set(given)].map(Number)
  if (given.some((value) => !/^\d{1,9}$/.test(value))) {
    return new Response('Choose studios by their numbers (studio=12).', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const choice: PlanChoice = { studios, inMyOrder: false }
  const target = studios.length === 0 ? PLAN_PATH : planHref(choice)
  if (studios.length > 0 && !parseStudios(studios.join('-'))) {
    return new Response('Too many studios for one plan: choose at most 40.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  return new Response(null, { status: 303, headers: { location: target } })
}
