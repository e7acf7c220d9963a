import type { ReactNode } from 'react'

import type { DonorsPage } from '../services/giving-pages'
import { ProgressBar } from './ProgressBar'

/** `/donors`: its introduction (site content), the campaigns open now with their progress, and the year's donors by level. */
export function DonorsView({
  page,
  money,
  introduction,
}: {
  page: DonorsPage
  money: (minor: number) => string
  introduction: ReactNode
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      {introduction}

      <section aria-labelledby="campaigns-heading" className="mt-10">
        <h2 id="campaigns-heading" className="text-2xl font-semibold">
          Give now
        </h2>
        {page.campaigns.length === 0 ? (
          <p className="mt-3">No campaign is taking gifts at the moment. Please come back soon.</p>
        ) : (
          <ul className="mt-4 grid gap-6 md:grid-cols-2">
            {page.campaigns.map((campaign) => (
              <li
                key={campaign.id}
                className="flex flex-col gap-3 rounded-lg border border-line bg-white p-5 shadow-sm"
              >
                <h3 id={`campaign-${campaign.id}`} className="text-xl font-semibold">
                  <a href={`/donors/${encodeURIComponent(campaign.slug)}`}>{campaign.name}</a>
                </h3>
                {campaign.summary ? <p className="text-muted">{campaign.summary}</p> : null}
                <ProgressBar progress={campaign.progress} money={money} labelledBy={`campaign-${campaign.id}`} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="roll-heading" className="mt-12">
        <h2 id="roll-heading" className="text-2xl font-semibold">
          Donors in {page.year}
        </h2>
        {page.rolls.length === 0 ? (
          <p className="mt-3">
            No donors are listed for {page.year} yet.{' '}
            {page.campaigns.length > 0 ? 'Yours could be the first name here.' : null}
          </p>
        ) : (
          <div className="mt-4 space-y-8">
            {page.rolls.map(({ level, names, anonymous }) => (
              <section key={level.id} aria-labelledby={`level-${level.id}`}>
                <h3 id={`level-${level.id}`} className="text-xl font-semibold">
                  {level.name}
                </h3>
                {level.description ? <p className="text-sm text-muted">{level.description}</p> : null}
                <ul className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
                  {names.map((name, index) => (
                    <li key={`${name}-${index}`}>{name}</li>
                  ))}
                  {Array.from({ length: anonymous }, (_, index) => (
                    <li key={`anonymous-${index}`} className="italic">
                      Anonymous
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
        <p className="mt-6 text-sm text-muted">
          Donors are listed by their gifts in the calendar year, and only with their agreement.
        </p>
      </section>
    </div>
  )
}
