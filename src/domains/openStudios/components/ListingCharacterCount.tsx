'use client'

import { useState } from 'react'

import { characterCount } from '../services/listing-text'

/**
 * A guide text's box with its count as the reader types, counted as the
 * server counts (grapheme clusters). Without JavaScript the count shown is
 * the one the page was made with, and the server still says what is over.
 */
export function ListingCharacterCount({
  name,
  label,
  limit,
  defaultValue,
  hint,
  error,
  rows = 4,
}: {
  name: string
  label: string
  limit: number
  defaultValue: string
  hint?: string
  error?: string
  rows?: number
}) {
  const [value, setValue] = useState(defaultValue)
  const count = characterCount(value)
  const over = count - limit
  const id = `listing-${name}`
  const described = [hint ? `${id}-hint` : '', `${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={error || over > 0 ? true : undefined}
        aria-describedby={described}
        className="mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700"
      />
      <p
        id={`${id}-count`}
        aria-live="polite"
        className={`mt-1 text-sm ${over > 0 ? 'font-medium text-red-800' : 'text-muted'}`}
      >
        {count} of {limit} characters{over > 0 ? ` — ${over} over` : ''}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}
