import { config } from '@/platform/config'
import { organisationDate } from '@/platform/calendar'
import { payloadInstance } from '@/platform/payload'

import { publicPerkList } from '../services/perk-lists'
import { PERK_ELIGIBILITY_LABELS } from '../services/vocabulary'
import { PerksForYou } from './PerksForYou'

/**
 * `/artlover`'s partners' perks (decision 062): the same for every visitor,
 * so the page stays cached whole — what each perk is and for whom, never its
 * code; members find their codes on their dashboard.
 */
export async function PartnerPerksSection() {
  const perks = await publicPerkList(await payloadInstance(), organisationDate(new Date(), config().TIMEZONE))
  if (perks.length === 0) return null
  return (
    <section aria-labelledby="partner-perks" className="mx-auto max-w-6xl px-4 pb-12 sm:px-6">
      <h2 id="partner-perks" className="text-2xl font-semibold">
        Perks from our partners
      </h2>
      <p className="mt-2 max-w-3xl text-muted">
        Local businesses offer our members these discounts. Join to use them; members find their codes on{' '}
        <a href="/dashboard#perks">their dashboard</a> and show <a href="/dashboard/card">their membership card</a>.
      </p>
      <PerksForYou eligibilities={perks.map((perk) => perk.eligibility)} />
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {perks.map((perk) => (
          <li key={perk.id} className="overflow-hidden rounded-lg border border-line bg-white shadow-sm">
            {perk.picture ? (
              // eslint-disable-next-line @next/next/no-img-element -- a library image's small size
              <img src={perk.picture.url} alt={perk.picture.alt} className="aspect-[3/2] w-full object-cover" />
            ) : null}
            <div className="p-5">
              <h3 className="text-lg font-semibold">{perk.title}</h3>
              <p className="text-sm text-muted">{perk.businessName}</p>
              <p className="mt-2 font-medium">{perk.discount}</p>
              <p className="mt-1">{perk.description}</p>
              <p className="mt-2 text-sm text-muted">For {PERK_ELIGIBILITY_LABELS[perk.eligibility].toLowerCase()}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
