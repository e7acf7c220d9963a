import { ProgressBar } from '@/domains/donors'
import { payloadInstance } from '@/platform/payload'

import { supportCard } from './support-card'

export type SupportCardBlockData = {
  blockType: 'supportCard'
  id?: string | null
  kind?: 'campaign' | 'plan' | null
  campaign?: unknown
  plan?: unknown
  text?: string | null
  buttonLabel?: string | null
}

/** A card for a donation campaign or a membership plan, with a button to its page. */
export async function SupportCardBlock({ block }: { block: SupportCardBlockData }) {
  const card = await supportCard(await payloadInstance(), block)
  if (!card) return null
  const headingId = `support-${block.id ?? (card.kind === 'plan' ? card.plan.slug : card.campaign.slug)}`
  const words = block.text ?? (card.kind === 'plan' ? card.plan.whoFor : card.campaign.summary)
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-3xl px-4 sm:px-6">
      <div className="rounded-lg border border-line bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">
          {card.kind === 'plan' ? 'Membership' : 'Give'}
        </p>
        <h2 id={headingId} className="mt-1 text-2xl font-semibold">
          {card.kind === 'plan' ? card.plan.name : card.campaign.name}
        </h2>
        {words ? <p className="mt-2 text-lg text-muted">{words}</p> : null}
        <div className="mt-4">
          {card.kind === 'plan' ? (
            <p className="text-lg">
              <strong className="text-2xl font-semibold">{card.plan.price}</strong> · {card.plan.termLabel}
            </p>
          ) : (
            <ProgressBar progress={card.campaign.progress} money={card.money} labelledBy={headingId} />
          )}
        </div>
        <p className="mt-6">
          <a
            href={card.path}
            className="inline-block rounded-md bg-accent px-5 py-3 font-medium text-white no-underline hover:bg-accent-strong"
          >
            {block.buttonLabel || (card.kind === 'plan' ? 'Join' : 'Give now')}
          </a>
        </p>
      </div>
    </section>
  )
}
