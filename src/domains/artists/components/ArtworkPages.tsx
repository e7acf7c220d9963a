import { notFound } from 'next/navigation'
import type { Payload } from 'payload'

import { hasRole } from '@/domains/accounts'
import type { User } from '@/payload-types'

import { imageChoices, ownArtwork } from '../services/dashboard'
import { artworkFormValues } from '../services/dashboard-forms'
import { ownArtworks, ownProfile } from '../services/own-work'
import {
  ART_CURRENCY,
  ARTWORK_IMAGES_MAX,
  ARTWORK_STATUS_LABELS,
  AVAILABILITY,
  AVAILABILITY_LABELS,
} from '../services/rules'
import { ArtistPageFrame, BecomeAnArtist, dashboardViewer, NoticeBox } from './ArtistArea'
import { ArtworkForm, DeleteArtworkForm } from './ArtworkForm'
import { Section } from './fields'

const ARTWORKS = { label: 'Artworks', href: '/dashboard/artworks' }

/** What the artist sees instead of the artworks' pages: how to become an artist, or to make a profile first. */
async function notReady(payload: Payload, person: User, title: string, trail: (typeof ARTWORKS)[]) {
  if (!hasRole(person, 'artist')) {
    return (
      <ArtistPageFrame title={title} trail={trail}>
        <NoticeBox title="Only artists add artworks here">
          <BecomeAnArtist person={person} />
        </NoticeBox>
      </ArtistPageFrame>
    )
  }
  if (!(await ownProfile(payload, person))) {
    return (
      <ArtistPageFrame title={title} trail={trail}>
        <NoticeBox title="Make your profile first">
          <p>
            Artworks are shown on your artist profile. <a href="/dashboard/profile">Create your profile</a>, then add
            your artworks.
          </p>
        </NoticeBox>
      </ArtistPageFrame>
    )
  }
  return null
}

/** `/dashboard/artworks`: the artist's artworks, drafts included, newest first. */
export async function ArtworksPage({ searchParams }: { searchParams: Promise<{ deleted?: string | string[] }> }) {
  const { payload, person } = await dashboardViewer('/dashboard/artworks')
  const refusal = await notReady(payload, person, 'Your artworks', [ARTWORKS])
  if (refusal) return refusal
  const [artworks, { deleted }] = await Promise.all([ownArtworks(payload, person), searchParams])
  const firstImages = await imageChoices(payload, artworks.map((artwork) => artwork.images?.[0]?.image).filter(Boolean))
  const imageOf = new Map(firstImages.map((image) => [image.id, image]))
  return (
    <ArtistPageFrame title="Your artworks" trail={[ARTWORKS]}>
      {typeof deleted === 'string' ? (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900">
          “{deleted}” deleted.
        </p>
      ) : null}
      <p>
        Published artworks appear on your public profile once staff have approved it; drafts are only for you.{' '}
        <a href="/dashboard/profile/preview">Preview your profile</a>
      </p>
      <p>
        <a
          href="/dashboard/artworks/new"
          className="inline-block rounded-md bg-accent px-4 py-2.5 font-medium text-white no-underline hover:bg-accent-strong hover:text-white"
        >
          Add an artwork
        </a>
      </p>
      {artworks.length === 0 ? (
        <p className="text-muted">No artworks yet.</p>
      ) : (
        <ul aria-label="Your artworks" className="divide-y divide-line rounded-lg border border-line bg-white">
          {artworks.map((artwork) => {
            const image = imageOf.get(Number(artwork.images?.[0]?.image))
            return (
              <li key={artwork.id} className="flex items-center gap-4 p-4">
                {image?.url ? (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={image.url} alt="" className="size-16 shrink-0 rounded object-cover" />
                ) : (
                  <span className="flex size-16 shrink-0 items-center justify-center rounded bg-stone-100 text-xs text-muted">
                    No image
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <a href={`/dashboard/artworks/${artwork.id}`} className="font-semibold">
                    {artwork.title}
                  </a>
                  <p className="text-sm text-muted">
                    {[artwork.year, ARTWORK_STATUS_LABELS[artwork.status], AVAILABILITY_LABELS[artwork.availability]]
                      .filter(Boolean)
                      .join(' · ')}
                    {' · '}
                    {artwork.images?.length === 1 ? '1 image' : `${artwork.images?.length ?? 0} images`}
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </ArtistPageFrame>
  )
}

/**
 * `/dashboard/artworks/new` (no `artworkId`) and `/dashboard/artworks/{id}`:
 * one artwork's form. Someone else's artwork, or none, is "not found": the
 * page does not tell whether it exists.
 */
export async function ArtworkEditorPage({
  artworkId,
  searchParams,
}: {
  artworkId?: string
  searchParams: Promise<{ added?: string | string[] }>
}) {
  const path = artworkId ? `/dashboard/artworks/${artworkId}` : '/dashboard/artworks/new'
  const { payload, person } = await dashboardViewer(path)
  const title = artworkId ? 'Edit artwork' : 'Add an artwork'
  const trail = [ARTWORKS, { label: title, href: path }]
  const refusal = await notReady(payload, person, title, trail)
  if (refusal) return refusal
  if (artworkId !== undefined && !/^\d+$/.test(artworkId)) notFound()
  const artwork = artworkId ? await ownArtwork(payload, person, Number(artworkId)) : null
  if (artworkId && !artwork) notFound()

  const [{ docs: mediums }, images, { added }] = await Promise.all([
    payload.find({ collection: 'mediums', sort: 'name', depth: 0, pagination: false, overrideAccess: true }),
    imageChoices(
      payload,
      (artwork?.images ?? []).map((row) => row.image),
    ),
    searchParams,
  ])
  return (
    <ArtistPageFrame title={artwork ? `Edit “${artwork.title}”` : title} trail={trail}>
      {added && artwork ? (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900">
          “{artwork.title}” added. <a href="/dashboard/artworks">Back to your artworks</a> or{' '}
          <a href="/dashboard/artworks/new">add another</a>.
        </p>
      ) : null}
      {artwork?.status === 'hidden' ? (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          Staff hid this artwork from your public profile. You can still change it; write to us to ask why.
        </p>
      ) : null}
      <ArtworkForm
        id={artwork?.id}
        values={artworkFormValues(artwork)}
        images={images}
        mediums={mediums.map((medium) => ({ value: String(medium.id), label: medium.name }))}
        availability={AVAILABILITY.map((value) => ({ value, label: AVAILABILITY_LABELS[value] }))}
        statuses={
          artwork?.status === 'hidden'
            ? [{ value: 'hidden', label: ARTWORK_STATUS_LABELS.hidden }]
            : [
                { value: 'draft', label: 'Draft (only you see it)' },
                { value: 'published', label: 'Published (on your public profile)' },
              ]
        }
        imagesMax={ARTWORK_IMAGES_MAX}
        currency={ART_CURRENCY}
      />
      {artwork ? (
        <Section id="delete-heading" title="Delete this artwork">
          <p>Deleting takes it off your profile for good. Its images stay in your uploads.</p>
          <DeleteArtworkForm id={artwork.id} title={artwork.title} />
        </Section>
      ) : null}
    </ArtistPageFrame>
  )
}
