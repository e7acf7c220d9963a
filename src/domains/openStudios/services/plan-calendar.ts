import { wallClockOf, type WallClock } from '@/platform/calendar'

/**
 * A plan as an iCalendar file (RFC 5545) for the visitor's calendar: one
 * event per stop, at its planned arrival and departure on the organisation's
 * clocks (`TZID` with its `VTIMEZONE`, so a phone elsewhere shows the right
 * hour), idempotent by stable `UID`s — importing the file again updates the
 * events rather than doubling them (decision 102).
 */

export type CalendarStop = {
  /** Stable across downloads: the day and the studio. */
  uid: string
  summary: string
  location: string
  description: string
  starts: Date
  ends: Date
  latitude: number | null
  longitude: number | null
  url: string
}

/** Text as a property value: backslash, semicolon, comma and new lines escaped. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** A content line folded at 75 octets, never inside a UTF-8 character; continuation lines start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const pieces: string[] = []
  let piece = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    const limit = pieces.length === 0 ? 75 : 74
    if (octets + size > limit) {
      pieces.push(piece)
      piece = ''
      octets = 0
    }
    piece += character
    octets += size
  }
  pieces.push(piece)
  return pieces.join('\r\n ')
}

const basic = (wallClock: WallClock) => `${wallClock.replace(/[-:]/g, '')}00`
const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** The offset of `timeZone` from UTC at `instant`, in minutes. */
function offsetMinutes(instant: number, timeZone: string): number {
  const wall = Date.parse(`${wallClockOf(new Date(instant), timeZone)}:00Z`)
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000)
}

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+'
  const whole = Math.abs(minutes)
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}${String(whole % 60).padStart(2, '0')}`
}

/**
 * The zone's `VTIMEZONE` over the plan's events: the offset of the first
 * event, then each change of offset between events at the minute it happens.
 */
function timeZoneLines(timeZone: string, instants: readonly number[]): string[] {
  const sorted = [...instants].sort((a, b) => a - b)
  const first = sorted[0] ?? Date.now()
  const onsets: { at: number | null; from: number; to: number }[] = [
    { at: null, from: offsetMinutes(first, timeZone), to: offsetMinutes(first, timeZone) },
  ]
  for (let i = 1; i < sorted.length; i += 1) {
    let [low, high] = [sorted[i - 1]!, sorted[i]!]
    const before = offsetMinutes(low, timeZone)
    const after = offsetMinutes(high, timeZone)
    if (before === after) continue
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000
      if (offsetMinutes(middle, timeZone) === before) low = middle
      else high = middle
    }
    onsets.push({ at: high, from: before, to: after })
  }
  const standard = Math.min(...onsets.map((onset) => onset.to))
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...onsets.flatMap(({ at, from, to }) => {
      const kind = to > standard ? 'DAYLIGHT' : 'STANDARD'
      // An onset is written in the local time in force before it.
      const start = at === null ? '19700101T000000' : basic(new Date(at + from * 60_000).toISOString().slice(0, 16))
      return [
        `BEGIN:${kind}`,
        `DTSTART:${start}`,
        `TZOFFSETFROM:${offsetText(from)}`,
        `TZOFFSETTO:${offsetText(to)}`,
        `END:${kind}`,
      ]
    }),
    'END:VTIMEZONE',
  ]
}

/** The whole `.ics` file: CRLF line ends, folded lines. */
export function planCalendar(stops: readonly CalendarStop[], timeZone: string, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vernissage//Open Studios route planner//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText('My Open Studios plan')}`,
    ...timeZoneLines(
      timeZone,
      stops.flatMap((stop) => [stop.starts.getTime(), stop.ends.getTime()]),
    ),
    ...stops.flatMap((stop) => [
      'BEGIN:VEVENT',
      `UID:${stop.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;TZID=${timeZone}:${basic(wallClockOf(stop.starts, timeZone))}`,
      `DTEND;TZID=${timeZone}:${basic(wallClockOf(stop.ends, timeZone))}`,
      `SUMMARY:${escapeText(stop.summary)}`,
      `LOCATION:${escapeText(stop.location)}`,
      `DESCRIPTION:${escapeText(stop.description)}`,
      ...(stop.latitude !== null && stop.longitude !== null
        ? [`GEO:${stop.latitude.toFixed(6)};${stop.longitude.toFixed(6)}`]
        : []),
      `URL:${stop.url}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
