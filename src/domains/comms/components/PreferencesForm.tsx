'use client'

import { useActionState } from 'react'

import { ActionMessage } from '@/ui/forms'

import { MAIL_TOPICS, TOPIC_WORDS, type MailTopic } from '../services/topics'
import type { PreferenceFormState } from './preference-form'

/** The topics to tick and the two buttons; a plain post that works without JavaScript. */
export function PreferencesForm({
  action,
  token,
  topics,
  unsubscribed,
}: {
  action: (previous: PreferenceFormState, form: FormData) => Promise<PreferenceFormState>
  token: string
  topics: MailTopic[]
  unsubscribed: boolean
}) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle' } as PreferenceFormState)
  const chosen = state.topics ?? topics
  const stopped = state.unsubscribed ?? unsubscribed
  return (
    <form action={formAction} className="mt-8 space-y-6">
      <ActionMessage id="preferences-message" state={state} />
      <input type="hidden" name="token" value={token} />
      {stopped ? (
        <p>You are unsubscribed from every newsletter. Tick the ones you want and save to get them again.</p>
      ) : null}
      <fieldset className="space-y-4">
        <legend className="text-lg font-medium">The newsletters you get</legend>
        {MAIL_TOPICS.map((topic) => (
          <div key={`${topic}-${chosen.includes(topic) && !stopped}`} className="flex items-start gap-3">
            <input
              type="checkbox"
              id={`topic-${topic}`}
              name="topic"
              value={topic}
              defaultChecked={chosen.includes(topic) && !stopped}
              aria-describedby={`topic-${topic}-hint`}
              className="mt-1 h-5 w-5"
            />
            <div>
              <label htmlFor={`topic-${topic}`} className="font-medium">
                {TOPIC_WORDS[topic].label}
              </label>
              <p id={`topic-${topic}-hint`} className="text-sm text-muted">
                {TOPIC_WORDS[topic].hint}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={pending}
          className="rounded-md bg-accent px-4 py-2.5 font-medium text-white hover:bg-accent-strong disabled:opacity-70"
        >
          Save my choice
        </button>
        <button
          type="submit"
          name="intent"
          value="unsubscribe"
          disabled={pending}
          className="rounded-md border border-stone-400 bg-white px-4 py-2.5 font-medium hover:bg-stone-100 disabled:opacity-70"
        >
          Unsubscribe from all
        </button>
      </div>
      <p className="text-sm text-muted">
        Receipts, tickets, reminders you asked for and password resets are not newsletters: they still come.
      </p>
    </form>
  )
}
