import { notFound, redirect } from 'next/navigation'

import { requestPerson } from '@/platform/payload'
import type { Image, Perk } from '@/payload-types'

import { isPartner } from '../access'
import { config } from '@/platform/config'
import { organisationDate } from '@/platform/calendar'

import { partnerPerk, partnerPerks, perkOffered } from '../services/own-perks'
import { perkCurrent } from '../services/rules'
import { PERK_ELIGIBILITY_LABELS, PERK_STATUS_LABELS } from '../services/vocabulary'
import { withdrawPerkAction } from '../actions'
import { PerkForm, type PerkFormValues } from './PerkForm'

/**
 * The partner's pages (decision 062): `/addperks`, `/editperks` and
 * `/editperks/{id}`. A signed-in person who is not a partner is told how to
 * become one rather than shown a form; someone else's perk is not found.
 */

export const partnerPageMetadata = { robots: { index: false, follow: false } }

const STATUS_TONES: Record<Perk['status'], string> = {
  draft: 'bg-stone-200 text-stone-900',
  pending: 'bg-amber-100 text-amber-950',
  published: 'bg-green-100 text-green-950',
  rejected: 'bg-red-100 text-red-950',
  withdrawn: 'bg-stone-200 text-stone-900',
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-semibold">{title}</h1>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  )
}

async function partner(path: string) {
  const { payload, person } = await requestPerson()
  if (!person) redirect(`/login?next=${encodeURIComponent(path)}`)
  return { payload, person, partner: isPartner(person) }
}

function NotAPartner() {
  return (
    <section aria-labelledby="become-partner" className="rounded-lg border border-line bg-white p-6 shadow-sm">
      <h2 id="become-partner" className="text-2xl font-semibold">
        Perks are offered by partner businesses
      </h2>
      <p className="mt-3">
        Your account is not a partner business’s account yet. Shops, framers, cafés and studios that offer our members a
        discount become partners: write to us from the <a href="/about">about page</a> with your business’s name and
        what you would offer, and staff will make your account a partner’s. You can then propose perks here.
      </p>
      <p className="mt-3">
        Looking for the perks members get? <a href="/artlover">See the art lovers’ page</a>.
      </p>
    </section>
  )
}

/** How a partner checks a member's card: for every partner page. */
function CheckingCards() {
  return (
    <section aria-labelledby="checking-cards" className="rounded-lg border border-line bg-accent-soft/40 p-5">
      <h2 id="checking-cards" className="text-xl font-semibold">
        Checking a membership card
      </h2>
      <p className="mt-2">
        Members show a card with a QR code on their phone. Scan it with your phone’s camera and open the address: it
        answers <strong>Valid</strong> (with the kind of membership) or <strong>Not valid</strong>. It shows no name:
        ask for ID if you need one. A screenshot of a card stops working once its member issues a new one.
      </p>
    </section>
  )
}

const blank: PerkFormValues = {
  businessName: '',
  title: '',
  description: '',
  discount: '',
  redemption: 'card',
  code: '',
  eligibility: 'any',
  validFrom: '',
  validUntil: '',
  picture: '',
}

/** `/addperks`. */
export async function AddPerkRoute() {
  const { person, partner: ok } = await partner('/addperks')
  if (!ok) {
    return (
      <Frame title="Offer a perk to our members">
        <NotAPartner />
      </Frame>
    )
  }
  return (
    <Frame title="Offer a perk to our members">
      <p>
        Tell members what you offer. Staff review every perk before members see it; you can follow it on{' '}
        <a href="/editperks">your perks</a>.
      </p>
      <PerkForm values={{ ...blank, businessName: person.name ?? '' }} />
      <CheckingCards />
    </Frame>
  )
}

/** `/editperks`. */
export async function EditPerksRoute() {
  const { payload, person, partner: ok } = await partner('/editperks')
  if (!ok) {
    return (
      <Frame title="Your perks">
        <NotAPartner />
      </Frame>
    )
  }
  const perks = await partnerPerks(payload, person)
  const today = organisationDate(new Date(), config().TIMEZONE)
  return (
    <Frame title="Your perks">
      <p>
        <a href="/addperks" className="font-medium">
          Offer a new perk
        </a>
      </p>
      {perks.length === 0 ? (
        <p>You have no perks yet.</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line bg-white">
          {perks.map((perk) => (
            <li key={perk.id} className="space-y-1 px-5 py-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <a href={`/editperks/${perk.id}`} className="text-lg font-medium">
                  {perk.title}
                </a>
                <span className={`rounded px-2 py-0.5 text-sm font-medium ${STATUS_TONES[perk.status]}`}>
                  {PERK_STATUS_LABELS[perk.status]}
                </span>
              </div>
              <p className="text-sm text-muted">
                {perk.discount} · {PERK_ELIGIBILITY_LABELS[perk.eligibility]} · from {perk.validFrom}
                {perk.validUntil ? ` to ${perk.validUntil}` : ''}
                {perk.status === 'published' && !perkCurrent(perk, today)
                  ? perk.validFrom > today
                    ? ' · members see it from its first day'
                    : ' · ended: members no longer see it'
                  : ''}
              </p>
              {perk.status === 'rejected' && perk.rejectionReason ? (
                <p className="text-sm">
                  <strong>Why it was not approved:</strong> {perk.rejectionReason}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <CheckingCards />
    </Frame>
  )
}

const SAVED: Record<string, string> = {
  draft: 'Draft saved. Members see nothing of it until you submit it and staff approve it.',
  submitted: 'Submitted for review: staff will approve it or tell you what to change.',
  withdrawn: 'Withdrawn: members no longer see it. Change it and submit it again to offer it anew.',
  'not-withdrawn': 'This perk is withdrawn already.',
}

/** `/editperks/{id}`. */
export async function EditPerkRoute({ id, saved }: { id: string; saved?: string }) {
  const { payload, person, partner: ok } = await partner(`/editperks/${id}`)
  if (!ok) {
    return (
      <Frame title="Your perk">
        <NotAPartner />
      </Frame>
    )
  }
  const perk = /^\d{1,10}$/.test(id) ? await partnerPerk(payload, person, Number(id)) : null
  if (!perk) notFound()
  const image = perk.picture && typeof perk.picture === 'object' ? (perk.picture as Image) : null
  const url = image?.sizes?.webp400?.url ?? image?.url
  return (
    <Frame title={perk.title}>
      <p>
        <a href="/editperks">Your perks</a> · <span className="font-medium">{PERK_STATUS_LABELS[perk.status]}</span>
      </p>
      {perk.status === 'rejected' && perk.rejectionReason ? (
        <section aria-labelledby="rejection" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-950">
          <h2 id="rejection" className="font-semibold">
            Why it was not approved
          </h2>
          <p className="mt-1">{perk.rejectionReason}</p>
          <p className="mt-1">Change what is asked and submit it again.</p>
        </section>
      ) : null}
      <PerkForm
        id={perk.id}
        flash={saved ? SAVED[saved] : undefined}
        picture={url ? { url, alt: image?.alt ?? '' } : null}
        values={{
          businessName: perk.businessName,
          title: perk.title,
          description: perk.description,
          discount: perk.discount,
          redemption: perk.redemption,
          code: perk.code ?? '',
          eligibility: perk.eligibility,
          validFrom: perk.validFrom,
          validUntil: perk.validUntil ?? '',
          picture: image ? String(image.id) : '',
        }}
      />
      {perk.status !== 'withdrawn' && (await perkOffered(payload, perk.id)) ? (
        <section aria-labelledby="withdraw" className="rounded-lg border border-line bg-white p-5">
          <h2 id="withdraw" className="text-xl font-semibold">
            Stop offering it
          </h2>
          <p className="mt-2">Members stop seeing it at once. You can change it and submit it again later.</p>
          <form action={withdrawPerkAction} className="mt-3">
            <input type="hidden" name="id" value={perk.id} />
            <button
              type="submit"
              className="rounded-md border border-red-800 bg-white px-4 py-2.5 font-medium text-red-800 hover:bg-red-50"
            >
              Withdraw this perk
            </button>
          </form>
        </section>
      ) : null}
      <CheckingCards />
    </Frame>
  )
}
