'use client'

import { useEffect, useState } from 'react'

import { mayUsePerk, type Standing } from '../services/rules'
import type { PerkEligibility } from '../services/vocabulary'

/**
 * `/artlover`'s one line for the person at the browser (decision 062): how
 * many of the listed perks they may use, asked from membership's
 * `/api/membership/standing` after the page arrived, so the page stays the
 * same cached HTML for everyone. Without JavaScript, or for anyone else, nothing.
 */
export function PerksForYou({ eligibilities }: { eligibilities: PerkEligibility[] }) {
  const [usable, setUsable] = useState(0)
  useEffect(() => {
    let live = true
    fetch('/api/membership/standing', { credentials: 'same-origin', cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ standing: Standing }>) : { standing: {} }))
      .then((answer) => {
        if (live)
          setUsable(eligibilities.filter((eligibility) => mayUsePerk(eligibility, answer.standing ?? {})).length)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [eligibilities])
  return (
    <p role="status" className="mt-3 font-medium empty:hidden">
      {usable > 0 ? (
        <>
          You may use {usable === 1 ? 'one of these' : `${usable} of these`}:{' '}
          <a href="/dashboard#perks">see your codes on your dashboard</a>.
        </>
      ) : null}
    </p>
  )
}
