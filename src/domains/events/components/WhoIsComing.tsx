import type { Payload } from 'payload'

import type { Person } from '@/domains/accounts'
import { config } from '@/platform/config'

import { comingToOwnEvent } from '../services/attendee-list'
import { whenAtDoor } from '../services/door-time'

/**
 * "Who is coming" on the organiser's page of their event (decision 064):
 * each coming date's places and the names of those going. Emails and codes
 * stay with staff.
 */
export async function WhoIsComing({ payload, person, event }: { payload: Payload; person: Person; event: number }) {
  const dates = await comingToOwnEvent(payload, person, event, new Date())
  if (!dates) return null
  const { TIMEZONE } = config()
  return (
    <section aria-labelledby="coming-heading" className="rounded-lg border border-line bg-white p-6">
      <h2 id="coming-heading" className="text-2xl font-semibold">
        Who is coming
      </h2>
      {dates.length === 0 ? (
        <p className="mt-2">No coming dates.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {dates.map((date) => (
            <li key={date.startsAt} className="border-l-4 border-line pl-3">
              <p className="font-semibold">{whenAtDoor(new Date(date.startsAt), TIMEZONE, date.allDay)}</p>
              <p>
                {date.counts.going} going{date.capacity ? ` of ${date.capacity} places` : ''}
                {date.counts.offered ? `, ${date.counts.offered} offered a freed place` : ''}
                {date.counts.waiting ? `, ${date.counts.waiting} on the waiting list` : ''}.
              </p>
              {date.names.length > 0 ? (
                <details className="mt-1">
                  <summary className="cursor-pointer underline">Names of those going</summary>
                  <ul className="mt-1 list-disc pl-6">
                    {date.names.map((name, index) => (
                      <li key={`${name}-${index}`}>{name}</li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
