import { config } from '@/platform/config'
import { database } from '@/platform/database/transaction'
import { requestPerson } from '@/platform/payload'

import { chosenTopics, suppressionOf } from '../services/consent'
import { PREFERENCES_PATH } from '../services/consent-addresses'
import { consentKey, readConsentToken } from '../services/consent-tokens'
import { preferencesAction } from './preference-actions'
import { PreferencesForm } from './PreferencesForm'
import { BadMailLinkPage } from './UnsubscribePage'

type Params = Promise<{ token?: string | string[] }>
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

const PAGE = 'mx-auto max-w-xl px-4 py-12 sm:px-6'

/**
 * `/mail/preferences?token=…` (decision 090), from a mail's footer; without a
 * token, the signed-in person's own (from the dashboard). The topics kept for
 * the email, or "unsubscribe from all".
 */
export async function PreferencesPage({ searchParams }: { searchParams: Params }) {
  const raw = first((await searchParams).token)
  const { payload, person } = await requestPerson()
  const email = raw
    ? readConsentToken(consentKey(config().PAYLOAD_SECRET), raw, 'preferences')?.email
    : (person?.email ?? undefined)
  if (raw && !email) return <BadMailLinkPage />
  if (!email) {
    return (
      <section aria-labelledby="page-title" className={PAGE}>
        <h1 id="page-title" className="text-4xl font-semibold">
          Your mail preferences
        </h1>
        <p className="mt-3">
          Use the “preferences” link at the foot of one of our newsletters, or{' '}
          <a href={`/login?${new URLSearchParams({ next: PREFERENCES_PATH })}`}>sign in</a> to choose.
        </p>
      </section>
    )
  }
  const db = database(payload)
  const [topics, listed] = await Promise.all([chosenTopics(db, email), suppressionOf(db, email)])
  const blocked = listed && listed.reason !== 'unsubscribed'
  return (
    <section aria-labelledby="page-title" className={PAGE}>
      <h1 id="page-title" className="text-4xl font-semibold">
        Your mail preferences
      </h1>
      <p className="mt-3">Which newsletters should come to {email}?</p>
      {blocked ? (
        <p className="mt-6">
          Our mail to this address{' '}
          {listed.reason === 'hard-bounce' ? 'could not be delivered' : 'was reported as unwanted'}, so we send it no
          newsletters. Write to us to start them again.
        </p>
      ) : (
        <PreferencesForm action={preferencesAction} token={raw ?? ''} topics={topics} unsubscribed={listed !== null} />
      )}
    </section>
  )
}
