/** The words of the message centre's conversations (issue 40's contract between /messagecenter and mcenter). */

export const TOPICS = ['openstudios', 'membership', 'order', 'event', 'listing', 'general', 'announcement'] as const
export type Topic = (typeof TOPICS)[number]

export const TOPIC_LABELS: Record<Topic, string> = {
  openstudios: 'Open Studios',
  membership: 'Membership',
  order: 'An order',
  event: 'An event',
  listing: 'A listing',
  general: 'General',
  announcement: 'Announcement',
}

export const isTopic = (value: unknown): value is Topic => TOPICS.includes(value as Topic)

/** The longest message, note or saved reply, in characters. */
export const MAX_TEXT = 10_000
