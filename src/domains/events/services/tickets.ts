/**
 * Tickets as commerce sells them (decision 066), as plain functions: what a
 * line's product names, and how many are left, in words.
 */

export const TICKET_KIND = 'event-ticket'

/** How many tickets of one kind one order may take for one date. */
export const MAX_TICKETS_PER_KIND = 10

/** One ticket kind at one date of an event: what an `event-ticket` line sells. */
export type TicketProduct = { event: number; startsAt: Date; ticketKind: string }

const PRODUCT = /^(\d{1,10}):(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z):([A-Za-z0-9_-]{1,40})$/

/** The product of a line: `{event id}:{the date's start, ISO}:{ticket kind id}`. */
export function ticketProduct(product: TicketProduct): string {
  return `${product.event}:${product.startsAt.toISOString()}:${product.ticketKind}`
}

/**
 * The ticket a line's product names, or null for anything else. Strict: one
 * way of writing each (the ISO form `toISOString` gives), so the same ticket
 * is always the same text and held quantities add up by product.
 */
export function parseTicketProduct(product: string): TicketProduct | null {
  const match = PRODUCT.exec(product)
  if (!match) return null
  const [, event, iso, ticketKind] = match as unknown as [string, string, string, string]
  const startsAt = new Date(iso)
  if (Number.isNaN(startsAt.getTime()) || startsAt.toISOString() !== iso) return null
  const id = Number(event)
  return id > 0 ? { event: id, startsAt, ticketKind } : null
}

/** "3 left" or "Sold out", as the tickets page shows each kind. */
export function ticketsLeftText(left: number): string {
  return left > 0 ? `${left} left` : 'Sold out'
}

/** Why `quantity` more of a kind cannot be had when `left` remain, or null when they can. */
export function ticketsRefusal(kindName: string, when: string, left: number, quantity: number): string | null {
  if (quantity <= left) return null
  if (left <= 0) return `Sold out: there are no ${kindName} tickets left for ${when}.`
  return `Only ${left} left of ${kindName} for ${when}: choose ${left} or fewer.`
}

/** A quantity as typed: empty is none; a whole number from 0 to MAX_TICKETS_PER_KIND, or null. */
export function parseTicketQuantity(typed: string): number | null {
  const text = typed.trim()
  if (text === '') return 0
  if (!/^\d{1,2}$/.test(text)) return null
  const quantity = Number(text)
  return quantity <= MAX_TICKETS_PER_KIND ? quantity : null
}
