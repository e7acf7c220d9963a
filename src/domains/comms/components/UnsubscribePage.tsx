import { config } from '@/platform/config'
import { database } from '@/platform/database/transaction'
import { payloadInstance } from '@/platform/payload'

import { preferencesLink, suppressionOf } from '../services/consent'
import { UNSUBSCRIBE_PATH } from '../services/consent-addresses'
import { consentKey, readConsentToken } from '../services/consent-tokens'

type Params = Promise<{ token?: string | string[] }>
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

const PAGE = 'mx-auto max-w-xl px-4 py-12 sm:px-6'

/** `/mail/bad-link` (status 400 through the proxy): a consent link whose signature is not ours. */
export function BadMailLinkPage() {
  return (
    <section aria-labelledby="page-title" className={PAGE}>
      <h1 id="page-title" className="text-4xl font-semibold">
        This link is not valid
      </h1>
      <p className="mt-3">
        The link was changed or cut short on its way here. Use the link in the mail itself, or sign in and choose your
        mail from your dashboard.
      </p>
      <p className="mt-6">
        <a href="/dashboard">Your dashboard</a>
      </p>
    </section>
  )
}

/**
 * `/mail/unsubscribe?token=…` (decision 090): the address in a mail's
 * List-Unsubscribe header, opened in a browser. A GET changes nothing (link
 * scanners open links); the button posts RFC 8058's one-click form to the same
 * address, which works without JavaScript, and comes back here to say it is done.
 */
export async function UnsubscribePage({ searchParams }: { searchParams: Params }) {
  const raw = first((await searchParams).token) ?? ''
  const token = readConsentToken(consentKey(config().PAYLOAD_SECRET), raw, 'unsubscribe')
  if (!token) return <BadMailLinkPage />
  const listed = await suppressionOf(database(await payloadInstance()), token.email)
  const preferences = preferencesLink(token.email)
  if (listed) {
    return (
      <section aria-labelledby="page-title" className={PAGE}>
        <h1 id="page-title" className="text-4xl font-semibold">
          You are unsubscribed
        </h1>
        <p role="status" className="mt-3">
          {token.email} will get no more newsletters from us. Receipts, tickets and password resets still come when you
          ask for them.
        </p>
        <p className="mt-6">
          <a href={preferences}>Choose the newsletters you want instead</a>
        </p>
      </section>
    )
  }
  return (
    <section aria-labelledby="page-title" className={PAGE}>
      <h1 id="page-title" className="text-4xl font-semibold">
        Unsubscribe
      </h1>
      <p className="mt-3">Stop every newsletter to {token.email}?</p>
      <form method="post" action={`${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token: raw })}`} className="mt-6">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <input type="hidden" name="from" value="page" />
        <button
          type="submit"
          className="w-full rounded-md bg-accent px-4 py-2.5 font-medium text-white hover:bg-accent-strong"
        >
          Unsubscribe
        </button>
      </form>
      <p className="mt-6">
        Or keep some of them: <a href={preferences}>choose the newsletters you want</a>.
      </p>
    </section>
  )
}
