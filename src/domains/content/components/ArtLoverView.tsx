import { RichText } from '@payloadcms/richtext-lexical/react'

import { planPagePath } from '@/domains/membership'
import type { ArtLoverPage } from '@/payload-types'

import { ContentBlocks } from '../blocks/ContentBlocks'
import { FixedCallToAction } from './HomeView'

/** `/artlover` (and its draft at `/temp/artlovertemp`): why join, the perks, the membership card, then the blocks. */
export function ArtLoverView({ page }: { page: ArtLoverPage }) {
  const card = page.membershipCard
  return (
    <>
      <section className="border-b border-line bg-accent-soft/60">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="max-w-3xl text-4xl font-semibold sm:text-5xl">{page.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{page.introduction}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <div>
          {page.whyJoin ? (
            <section className="prose-body text-lg">
              <RichText data={page.whyJoin} />
            </section>
          ) : null}
          {page.perks?.length ? (
            <section aria-labelledby="perks-heading" className="mt-10">
              <h2 id="perks-heading" className="text-2xl font-semibold">
                What members get
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {page.perks.map((perk, index) => (
                  <li key={perk.id ?? index} className="rounded-lg border border-line bg-white p-5 shadow-sm">
                    <h3 className="text-lg font-semibold">{perk.title}</h3>
                    <p className="mt-1 text-muted">{perk.text}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        {card?.plan ? (
          <aside
            aria-labelledby="card-heading"
            className="self-start rounded-lg border border-line bg-white p-6 shadow-sm"
          >
            <h2 id="card-heading" className="text-2xl font-semibold">
              {card.heading || 'Become a member'}
            </h2>
            {card.text ? <p className="mt-2 text-muted">{card.text}</p> : null}
            <p className="mt-5">
              <FixedCallToAction label={card.linkLabel || 'See the plan'} link={planPagePath(card.plan)} primary />
            </p>
          </aside>
        ) : null}
      </div>
      <div className="prose-body mx-auto max-w-3xl px-4 pb-8 text-lg sm:px-6">
        <ContentBlocks blocks={page.blocks} />
      </div>
    </>
  )
}
