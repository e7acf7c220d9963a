import type { User } from '@/payload-types'

import { PREFERENCES_PATH } from '../services/consent-addresses'

/** The dashboard's "Mail from us": the way to the signed-in person's own preference page (decision 090). */
export function MailDashboardSection({ person }: { person: User }) {
  return (
    <section aria-labelledby="section-mail" className="rounded-lg border border-line bg-white p-6 shadow-sm">
      <h2 id="section-mail" className="text-2xl font-semibold">
        Mail from us
      </h2>
      <p className="mt-4">
        Choose which newsletters come to {person.email}, or stop them all.{' '}
        <a href={PREFERENCES_PATH}>Your mail preferences</a>
      </p>
    </section>
  )
}
