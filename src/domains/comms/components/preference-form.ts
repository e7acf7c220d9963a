import type { MailTopic } from '../services/topics'

/** What the preference form shows after a post: the answer, and the choice as it now stands. */
export type PreferenceFormState = {
  status: 'idle' | 'done' | 'error'
  message?: string
  topics?: MailTopic[]
  unsubscribed?: boolean
}
