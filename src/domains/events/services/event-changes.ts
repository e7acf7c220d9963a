import type { Event } from '@/payload-types'

import { whenText, priceText } from './event-view'

/**
 * What staff compare when they review (decision 060): the fields of the
 * version on the calendar beside the proposed one, in words — for a change,
 * only the fields that differ; for a new event, every field it has.
 */

export type Change = { label: string; before: string; after: string }

const plain = (value: unknown): string => {
  const root = (value as { root?: { children?: { children?: { text?: string }[] }[] } } | null)?.root
  return (root?.children ?? [])
    .map((block) => (block.children ?? []).map((child) => child.text ?? '').join(''))
    .filter(Boolean)
    .join('\n\n')
}

const tagNames = (event: Event) =>
  (event.tags ?? []).map((tag) => (typeof tag === 'object' && tag ? tag.name : `#${tag}`)).join(', ')

function described(event: Event, timeZone: string): Change[] {
  const rows: [string, string][] = [
    ['Title', event.title],
    ['Summary', event.summary ?? ''],
    ['Description', plain(event.description)],
    ['When', whenText(event, timeZone)],
    ['Repeats', event.recurrence ?? ''],
    ['Skipped dates', event.exceptions ?? ''],
    ['Venue', [event.venue?.name, event.venue?.address].filter(Boolean).join(', ')],
    ['Online link', event.onlineLink ?? ''],
    ['Price', priceText(event.registration, event.priceNote)],
    ['Accessibility', event.accessibility ?? ''],
    ['Organised by', event.organiserName ?? ''],
    ['Tags', tagNames(event)],
    ['Picture', event.picture ? (typeof event.picture === 'object' ? event.picture.alt : `#${event.picture}`) : ''],
  ]
  return rows.map(([label, after]) => ({ label, before: '', after }))
}

export function eventChanges(approved: Event | null, submitted: Event, timeZone: string): Change[] {
  const after = described(submitted, timeZone)
  if (!approved) return after.filter((row) => row.after)
  const before = described(approved, timeZone)
  return after.map((row, index) => ({ ...row, before: before[index]!.after })).filter((row) => row.before !== row.after)
}
