import { redirect } from 'next/navigation'
import type { Payload } from 'payload'

import { payloadInstance, requestPerson } from '@/platform/payload'

import { hasRole } from '@/domains/accounts'
import type { User } from '@/payload-types'

import { ownArtworks } from '../services/own-work'
import { profileVersions } from '../services/dashboard'
import { profileStanding } from '../services/dashboard-forms'

/** The person signed in (the route table already sends anyone else to sign in; this covers a session that ends). */
export async function dashboardViewer(path: string): Promise<{ payload: Payload; person: User }> {
  const { payload, person: user } = await requestPerson()
  if (!user) redirect(`/login?next=${encodeURIComponent(path)}`)
  return { payload, person: user }
}

/** The page around every artist's dashboard page: a way back, the title. */
export function ArtistPageFrame({
  title,
  trail,
  children,
}: {
  title: string
  trail: { label: string; href: string }[]
  children: React.ReactNode
}) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap gap-2 text-sm">
          {[{ label: 'Dashboard', href: '/dashboard' }, ...trail].map((step, index, steps) => (
            <li key={step.href} className="flex gap-2">
              {index > 0 ? <span aria-hidden="true">›</span> : null}
              <a href={step.href} aria-current={index === steps.length - 1 ? 'page' : undefined}>
                {step.label}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="text-4xl font-semibold">{title}</h1>
      {children}
    </div>
  )
}

/** For someone without the artist role: where their application stands, or how to become an artist. */
export function BecomeAnArtist({ person }: { person: User }) {
  if (person.artistApplication === 'pending') {
    return (
      <p>
        Your application to show your work here is waiting for staff to verify your account. Once they have, you can
        build your artist profile and add your artworks from your dashboard.
      </p>
    )
  }
  if (person.artistApplication === 'rejected') {
    return (
      <p>
        Your application to be an artist here was not approved
        {person.artistApplicationReason ? `: ${person.artistApplicationReason}` : '.'} Write to us if you would like us
        to look again.
      </p>
    )
  }
  return (
    <div className="space-y-2">
      <p>
        Artists on Vernissage have a public profile and show their artworks in the directory and the art search. Staff
        verify every artist first.
      </p>
      <p>
        To become one, choose “Artist” when you <a href="/newmember">join</a>. With an account already, write to us and
        ask for an artist account; staff will verify it and you will find your profile editor here.
      </p>
    </div>
  )
}

export function NoticeBox({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby="refusal-heading"
      className="rounded-lg border border-amber-300 bg-amber-50 p-6 text-amber-950"
    >
      <h2 id="refusal-heading" className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  )
}

/** The artist's part of `/dashboard`: where the profile stands and links to its pages; for others, how to become an artist. */
export async function ArtistDashboardSection({ person }: { person: User }) {
  const payload = await payloadInstance()
  const artist = hasRole(person, 'artist')
  const versions = artist ? await profileVersions(payload, person) : null
  const artworks = artist && versions?.newest ? await ownArtworks(payload, person) : []
  const standing = versions ? profileStanding(versions.newest, versions.approved) : null
  return (
    <section aria-labelledby="section-artist" className="rounded-lg border border-line bg-white p-6 shadow-sm">
      <h2 id="section-artist" className="text-2xl font-semibold">
        {artist ? 'Your artist profile' : 'Showing your art'}
      </h2>
      <div className="mt-4 space-y-4">
        {standing ? (
          <>
            <p>
              <strong>{standing.label}.</strong> {standing.detail}
            </p>
            <ul className="list-disc space-y-1 pl-6">
              <li>
                <a href="/dashboard/profile">{versions?.newest ? 'Edit your profile' : 'Create your profile'}</a>
              </li>
              {versions?.newest ? (
                <>
                  <li>
                    <a href="/dashboard/profile/preview">Preview your profile</a>
                  </li>
                  <li>
                    <a href="/dashboard/artworks">
                      Your artworks ({artworks.length === 1 ? '1 artwork' : `${artworks.length} artworks`})
                    </a>
                  </li>
                  <li>
                    <a href="/dashboard/artworks/new">Add an artwork</a>
                  </li>
                </>
              ) : null}
            </ul>
          </>
        ) : (
          <BecomeAnArtist person={person} />
        )}
      </div>
    </section>
  )
}
