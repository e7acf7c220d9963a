import { LibraryPicture } from '@/domains/media'
import { formatDate } from '@/platform/calendar'
import { config } from '@/platform/config'

import type { CampaignPage } from '../services/giving-pages'
import { GiveForm } from './GiveForm'
import { ProgressBar } from './ProgressBar'

function Story({ text }: { text: string }) {
  return (
    <div className="space-y-4">
      {text
        .split(/\n{2,}/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
    </div>
  )
}

/** `/donors/{slug}`: a campaign's story and picture, its progress, and the giving form while it is open. */
export function CampaignView({ campaign, money }: { campaign: CampaignPage; money: (minor: number) => string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm">
        <a href="/donors">Donors</a>
      </nav>
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <h1 className="text-4xl font-semibold">{campaign.name}</h1>
          {campaign.summary ? <p className="text-lg text-muted">{campaign.summary}</p> : null}
          {campaign.picture ? (
            <LibraryPicture
              image={campaign.picture}
              sizes="(min-width: 1024px) 40rem, 100vw"
              className="w-full rounded-lg border border-line bg-stone-100 object-cover"
              eager
            />
          ) : null}
          {campaign.story ? <Story text={campaign.story} /> : null}
        </div>
        <aside aria-labelledby="give-heading" className="space-y-6">
          <section aria-labelledby="progress-heading" className="rounded-lg border border-line bg-white p-5 shadow-sm">
            <h2 id="progress-heading" className="mb-3 text-xl font-semibold">
              Raised so far
            </h2>
            <ProgressBar progress={campaign.progress} money={money} labelledBy="progress-heading" />
          </section>
          <section className="rounded-lg border border-line bg-white p-5 shadow-sm">
            <h2 id="give-heading" className="mb-4 text-xl font-semibold">
              {campaign.closedAt ? 'This campaign has closed' : 'Give'}
            </h2>
            {campaign.closedAt ? (
              <p>
                It closed on {formatDate(campaign.closedAt, config().TIMEZONE)} and takes no more gifts. Thank you to
                everyone who gave. <a href="/donors">See where you can give now</a>.
              </p>
            ) : (
              <>
                <GiveForm
                  campaign={{ id: campaign.id, slug: campaign.slug }}
                  amounts={campaign.suggestedAmountsMinor.map((minor) => ({ minor, label: money(minor) }))}
                  yearlyGiving={campaign.yearlyGiving}
                />
                <GiftTerms terms={campaign.acknowledgement} />
              </>
            )}
          </section>
        </aside>
      </div>
    </div>
  )
}

/** What the gift is, for the donor's records, said before they pay: what the acknowledgement will say. */
function GiftTerms({ terms }: { terms: CampaignPage['acknowledgement'] }) {
  return (
    <div aria-labelledby="gift-terms-heading" role="group" className="mt-6 space-y-2 border-t border-line pt-4 text-sm">
      <h3 id="gift-terms-heading" className="font-semibold">
        About your gift
      </h3>
      <p>No goods or services are provided in exchange for a gift.</p>
      <p>{terms.deductibility}</p>
      <p>
        You will be mailed an acknowledgement for your records from {terms.legalName}
        {terms.taxNumber ? `, tax number ${terms.taxNumber}` : ''}.
      </p>
    </div>
  )
}

/** A campaign that exists but is not published: nothing of it is shown. */
export function CampaignNotOpen() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-semibold">This campaign is not taking gifts</h1>
      <p className="mt-4">
        It is not open yet, or no longer. <a href="/donors">See where you can give now</a>.
      </p>
    </div>
  )
}
