/** The words of the message centre's conversations (issue 40's contract between /messagecenter and mcenter). */

/** The topics a person starts a conversation on; 'announcement' is staff's, one way. */
export const PERSON_TOPICS = ['openstudios', 'membership', 'order', 'event', 'listing', 'general'] as const
export const TOPICS = [...PERSON_TOPICS, 'announcement'] as const
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

/** The longest subject, in characters. */
export const MAX_SUBJECT = 200
/** The longest message, note or saved reply, in characters. */
export const MAX_TEXT = 10_000
