/** The topics of the organisation's marketing mail, each of which a person may choose (decision 090). */
export const MAIL_TOPICS = ['news', 'openStudios', 'events', 'giving'] as const
export type MailTopic = (typeof MAIL_TOPICS)[number]

export const isMailTopic = (value: unknown): value is MailTopic => MAIL_TOPICS.includes(value as MailTopic)

/** Each topic in words, as the preference page offers it. */
export const TOPIC_WORDS: Record<MailTopic, { label: string; hint: string }> = {
  news: { label: 'News', hint: 'The newsletter: what is on, new artists, the organisation’s news.' },
  openStudios: { label: 'Open Studios', hint: 'Registration, the guide and the weekends.' },
  events: { label: 'Events', hint: 'Openings, talks and workshops.' },
  giving: { label: 'Giving', hint: 'Campaigns and ways to support the organisation.' },
}
