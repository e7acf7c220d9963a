'use client'

import { useEffect, useState } from 'react'

import { heartAction } from '../favourite-actions'
import { FAVOURITE_STATE_ENDPOINT, type FavouriteKind } from '../services/favourite-rules'

type HeartState = { signedIn: boolean; favourite: boolean }

const button =
  'inline-flex items-center gap-2 rounded-full border border-accent px-4 py-1.5 font-medium text-accent-strong no-underline hover:bg-accent-soft aria-pressed:bg-accent-soft'

/**
 * The heart on an artist's or artwork's page (decision 059). The page is cached
 * whole and the same for everyone, so the form in its HTML says "Add to
 * favourites" and works without JavaScript (a guest is sent to sign in and
 * back); with it, this island asks who is here and fills the heart of what
 * they keep. A guest's heart stays as drawn: redrawn once the answer came, it
 * moved the page under the reader and became the page's latest paint.
 */
export function FavouriteHeart({ kind, id, back }: { kind: FavouriteKind; id: number; back: string }) {
  const [state, setState] = useState<HeartState | null>(null)
  useEffect(() => {
    let current = true
    fetch(`${FAVOURITE_STATE_ENDPOINT}?kind=${kind}&id=${id}`, { credentials: 'same-origin', cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<HeartState>) : null))
      .then((answer) => {
        if (current && answer) setState(answer)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [kind, id])

  const hearted = state?.favourite === true
  return (
    <form
      action={heartAction}
      className="mt-4"
      onSubmit={() => {
        if (state?.signedIn) setState({ signedIn: true, favourite: !hearted })
      }}
    >
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="back" value={back} />
      <input type="hidden" name="want" value={hearted ? 'remove' : 'add'} />
      <button type="submit" aria-pressed={hearted} className={button}>
        <span aria-hidden="true">{hearted ? '♥' : '♡'}</span>
        {hearted ? 'In your favourites' : 'Add to favourites'}
      </button>
    </form>
  )
}
