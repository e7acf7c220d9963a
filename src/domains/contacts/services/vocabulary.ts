/** What a contact is, what it is to the organisation, and the kinds of interaction staff log (issue 39, section 2). */

export const CONTACT_KINDS = ['person', 'organisation'] as const
export type ContactKind = (typeof CONTACT_KINDS)[number]
export const KIND_LABELS: Record<ContactKind, string> = { person: 'Person', organisation: 'Organisation' }

export const CONTACT_CATEGORIES = ['partner', 'sponsor', 'press', 'venue', 'funder', 'supplier'] as const
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]
export const CATEGORY_LABELS: Record<ContactCategory, string> = {
  partner: 'Partner',
  sponsor: 'Sponsor',
  press: 'Press',
  venue: 'Venue',
  funder: 'Funder',
  supplier: 'Supplier',
}

export const INTERACTION_KINDS = ['call', 'meeting', 'email', 'note'] as const
export type InteractionKind = (typeof INTERACTION_KINDS)[number]
export const INTERACTION_LABELS: Record<InteractionKind, string> = {
  call: 'Call',
  meeting: 'Meeting',
  email: 'Email',
  note: 'Note',
}

export const NAME_MAX = 200
export const NOTES_MAX = 4000
export const TAG_MAX = 60
export const SUMMARY_MAX = 4000

/** The contacts' list: rows a page. */
export const CONTACTS_PER_PAGE = 50
