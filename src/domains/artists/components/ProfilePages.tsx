import type { Payload } from 'payload'

import { hasRole } from '@/domains/accounts'
import { publicImage } from '@/domains/media'
import type { Image, Medium, Neighbourhood } from '@/payload-types'

import { imageChoices, profilePreview, profileVersions } from '../services/dashboard'
import { profileFormValues, profileStanding } from '../services/dashboard-forms'
import {
  ART_CURRENCY,
  AVAILABILITY_LABELS,
  BIO_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  LINK_KIND_LABELS,
  LINK_KINDS,
  LINKS_MAX,
} from '../services/rules'
import { statementParagraphs } from '../services/statement'
import { ArtistPageFrame, BecomeAnArtist, dashboardViewer, NoticeBox } from './ArtistArea'
import { ProfileForm } from './ProfileForm'

async function taxonomy(payload: Payload, collection: 'mediums' | 'neighbourhoods') {
  const { docs } = await payload.find({ collection, sort: 'name', depth: 0, pagination: false, overrideAccess: true })
  return docs.map((doc) => ({ value: String(doc.id), label: doc.name }))
}

/** `/dashboard/profile`: the artist creates or edits their profile, sees where it stands, submits it. */
export async function ProfileEditorPage() {
  const { payload, person } = await dashboardViewer('/dashboard/profile')
  if (!hasRole(person, 'artist')) {
    return (
      <ArtistPageFrame title="Artist profile" trail={[{ label: 'Artist profile', href: '/dashboard/profile' }]}>
        <NoticeBox title="Only artists have a profile here">
          <BecomeAnArtist person={person} />
        </NoticeBox>
      </ArtistPageFrame>
    )
  }
  const [{ newest, approved }, mediums, neighbourhoods] = await Promise.all([
    profileVersions(payload, person),
    taxonomy(payload, 'mediums'),
    taxonomy(payload, 'neighbourhoods'),
  ])
  const standing = profileStanding(newest, approved)
  const portrait = await imageChoices(payload, newest?.portrait ? [newest.portrait] : [])
  return (
    <ArtistPageFrame title="Your artist profile" trail={[{ label: 'Artist profile', href: '/dashboard/profile' }]}>
      <section aria-labelledby="standing-heading" className="rounded-lg border border-line bg-stone-50 p-4">
        <h2 id="standing-heading" className="text-xl font-semibold">
          Status: {standing.label}
        </h2>
        <p className="mt-1">{standing.detail}</p>
        {newest ? (
          <p className="mt-2">
            <a href="/dashboard/profile/preview">Preview your profile</a> as the public will see it once approved.
          </p>
        ) : null}
      </section>
      <ProfileForm
        values={profileFormValues(newest)}
        portrait={portrait}
        mediums={mediums}
        neighbourhoods={neighbourhoods}
        linkKinds={LINK_KINDS.map((kind) => ({ value: kind, label: LINK_KIND_LABELS[kind] }))}
        linkRows={Math.min(LINKS_MAX, Math.max(3, (newest?.links?.length ?? 0) + 2))}
        bioMax={BIO_MAX_LENGTH}
        nameMax={DISPLAY_NAME_MAX_LENGTH}
      />
    </ArtistPageFrame>
  )
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: ART_CURRENCY, maximumFractionDigits: 0 })

const named = (value: unknown) =>
  value && typeof value === 'object' && 'name' in value ? (value as Medium).name : null

/** `/dashboard/profile/preview`: the newest version as the public will see it once staff approve it. */
export async function ProfilePreviewPage() {
  const { payload, person } = await dashboardViewer('/dashboard/profile/preview')
  const trail = [
    { label: 'Artist profile', href: '/dashboard/profile' },
    { label: 'Preview', href: '/dashboard/profile/preview' },
  ]
  const preview = hasRole(person, 'artist') ? await profilePreview(payload, person) : null
  if (!preview) {
    return (
      <ArtistPageFrame title="Profile preview" trail={trail}>
        <NoticeBox title="Nothing to preview yet">
          {hasRole(person, 'artist') ? (
            <p>
              <a href="/dashboard/profile">Create your profile</a> first, then preview it here.
            </p>
          ) : (
            <BecomeAnArtist person={person} />
          )}
        </NoticeBox>
      </ArtistPageFrame>
    )
  }
  const { profile, artworks } = preview
  const portrait = publicImage(profile.portrait as Image | null | undefined, payload.logger)
  const mediums = (profile.mediums ?? []).map(named).filter(Boolean)
  const neighbourhood = named(profile.neighbourhood as Neighbourhood | null)
  const studio = [profile.studio?.street, profile.studio?.city, profile.studio?.postcode].filter(Boolean).join(', ')
  return (
    <ArtistPageFrame title="Profile preview" trail={trail}>
      <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-950">
        Preview — not public yet. This is your newest draft as the public will see it once staff approve it.{' '}
        <a href="/dashboard/profile">Back to editing</a>
      </p>
      <article
        aria-labelledby="preview-name"
        className="space-y-6 rounded-lg border border-line bg-white p-6 shadow-sm"
      >
        <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
          {portrait?.url ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={portrait.sizes?.webp400?.url ?? portrait.url}
              alt={portrait.alt}
              className="size-32 rounded-full object-cover"
            />
          ) : null}
          <div>
            <h2 id="preview-name" className="text-3xl font-semibold">
              {profile.displayName}
            </h2>
            <p className="text-muted">{[mediums.join(', '), neighbourhood].filter(Boolean).join(' · ')}</p>
          </div>
        </header>
        {profile.bio ? <p className="text-lg">{profile.bio}</p> : null}
        {statementParagraphs(profile.statement).length > 0 ? (
          <section aria-labelledby="preview-statement" className="prose-body">
            <h3 id="preview-statement" className="text-xl font-semibold">
              Statement
            </h3>
            {statementParagraphs(profile.statement).map((lines, index) => (
              <p key={index}>
                {lines.map((line, at) => (
                  <span key={at}>
                    {at > 0 ? <br /> : null}
                    {line}
                  </span>
                ))}
              </p>
            ))}
          </section>
        ) : null}
        {studio || profile.links?.length ? (
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            {studio ? (
              <>
                <dt className="font-medium">Studio</dt>
                <dd>{studio}</dd>
              </>
            ) : null}
            {profile.links?.length ? (
              <>
                <dt className="font-medium">Links</dt>
                <dd>
                  <ul>
                    {profile.links.map((link) => (
                      <li key={link.id ?? link.url}>
                        <a href={link.url} rel="nofollow noopener" target="_blank">
                          {link.label || LINK_KIND_LABELS[link.kind]}
                        </a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
          </dl>
        ) : null}
        <section aria-labelledby="preview-artworks" className="space-y-3">
          <h3 id="preview-artworks" className="text-xl font-semibold">
            Artworks
          </h3>
          {artworks.length === 0 ? (
            <p className="text-muted">
              No published artworks yet: artworks you save as drafts stay off your profile.{' '}
              <a href="/dashboard/artworks">Your artworks</a>
            </p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {artworks.map((artwork) => {
                const image = publicImage(artwork.images?.[0]?.image as Image | null | undefined, payload.logger)
                return (
                  <li key={artwork.id} className="overflow-hidden rounded-md border border-line">
                    {image?.url ? (
                      // eslint-disable-next-line @next/next/no-img-element
                      <img
                        src={image.sizes?.webp400?.url ?? image.url}
                        alt={image.alt}
                        className="aspect-[4/3] w-full object-cover"
                      />
                    ) : null}
                    <div className="p-3">
                      <h4 className="font-semibold">{artwork.title}</h4>
                      <p className="text-sm text-muted">
                        {[
                          artwork.year,
                          named(artwork.medium),
                          artwork.priceOnRequest
                            ? 'Price on request'
                            : artwork.price !== null && artwork.price !== undefined
                              ? money.format(artwork.price)
                              : null,
                          AVAILABILITY_LABELS[artwork.availability],
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </div>
                  </li>
                )
              })}
            </ul>
          )}
        </section>
      </article>
    </ArtistPageFrame>
  )
}
