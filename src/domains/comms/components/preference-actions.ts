'use server'

import { config } from '@/platform/config'
import { inTransaction } from '@/platform/database/transaction'
import { requestPerson } from '@/platform/payload'

import { chooseTopics, chosenTopics, suppress, suppressionOf, unsuppress } from '../services/consent'
import { consentKey, readConsentToken } from '../services/consent-tokens'
import { isMailTopic, type MailTopic } from '../services/topics'
import type { PreferenceFormState } from './preference-form'

/** Whose choice a post is: the signed token's email, or, without one, the signed-in person's. */
async function addressOf(
  form: FormData,
): Promise<{ email: string; payload: Awaited<ReturnType<typeof requestPerson>>['payload'] } | null> {
  const raw = form.get('token')
  const { payload, person } = await requestPerson()
  if (typeof raw === 'string' && raw) {
    const token = readConsentToken(consentKey(config().PAYLOAD_SECRET), raw, 'preferences')
    return token ? { email: token.email, payload } : null
  }
  return person ? { email: person.email, payload } : null
}

/**
 * The preference page's post (decision 090): `save` keeps the topics ticked
 * (choosing any lifts the person's own unsubscribe, never a bounce or a
 * complaint); `unsubscribe` stops every newsletter. One transaction.
 */
export async function preferencesAction(_previous: PreferenceFormState, form: FormData): Promise<PreferenceFormState> {
  const whose = await addressOf(form)
  if (!whose) {
    return { status: 'error', message: 'This link is not valid: use the link in the mail, or sign in first.' }
  }
  const { email, payload } = whose
  const intent = form.get('intent')
  if (intent !== 'save' && intent !== 'unsubscribe') {
    return { status: 'error', message: 'Choose “Save my choice” or “Unsubscribe from all”.' }
  }
  const ticked = form.getAll('topic').filter(isMailTopic)
  return inTransaction(payload, async ({ db }) => {
    if (intent === 'unsubscribe') {
      await suppress(db, { email, reason: 'unsubscribed', note: 'From the preference page' })
    } else {
      await chooseTopics(db, email, ticked)
      if (ticked.length > 0) await unsuppress(db, { email, onlyReason: 'unsubscribed', note: 'Chose topics again' })
    }
    const listed = await suppressionOf(db, email)
    const topics: MailTopic[] = await chosenTopics(db, email)
    const message =
      intent === 'unsubscribe'
        ? `Unsubscribed: ${email} will get no more newsletters.`
        : ticked.length === 0
          ? `Saved: ${email} will get no newsletters.`
          : `Saved: ${email} will get the newsletters ticked.`
    return { commit: true, value: { status: 'done', message, topics, unsubscribed: listed !== null } }
  })
}
