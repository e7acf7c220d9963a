import { forbidden, notFound, redirect } from 'next/navigation'
import { requestPerson } from '@/platform/payload'

import type { User } from '@/payload-types'
import { config as settings } from '@/platform/config'

import { ROLE_LABELS } from '../roles'
import { canViewDashboard } from '../services/dashboard'
import { masqueraderOf } from '../services/masquerade-auth'
import { EmailForm, NameForm, PasswordForm, ResendVerificationForm } from './DashboardForms'
import { LinkedSignIns } from './LinkedSignIns'

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`section-${title}`} className="rounded-lg border border-line bg-white p-6 shadow-sm">
      <h2 id={`section-${title}`} className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/**
 * `/dashboard/{id?}`: the signed-in person's home; an administrator may open anyone's by id.
 * Other domains add their part of a person's own dashboard through `ownSections` (the artist's profile and artworks).
 */
export async function DashboardPage({
  params,
  ownSections,
}: {
  params: Promise<{ id?: string[] }>
  ownSections?: (person: User) => React.ReactNode
}) {
  const { id } = await params
  const { payload, person: viewer } = await requestPerson()
  if (!viewer) redirect('/login?next=%2Fdashboard')
  if (id && id.length > 1) notFound()
  const targetId = id?.[0] ?? String(viewer.id)
  if (!/^\d+$/.test(targetId)) notFound()
  if (!canViewDashboard(viewer, targetId)) forbidden()
  const own = String(viewer.id) === targetId
  const person = own
    ? viewer
    : await payload.findByID({
        collection: 'users',
        id: Number(targetId),
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
  if (!person) notFound()

  const roles = person.roles?.length ? person.roles.map((role) => ROLE_LABELS[role]).join(', ') : 'Member'
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6">
      {own ? null : (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          You are viewing the dashboard of {person.name || person.email} as an administrator.
        </p>
      )}
      <h1 className="text-4xl font-semibold">
        {own ? `Welcome, ${person.name || person.email}` : person.name || person.email}
      </h1>
      <Section title="Account">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">Email</dt>
          <dd>
            {person.email}{' '}
            {person.emailVerified ? (
              <span className="text-green-800">(confirmed)</span>
            ) : (
              <span className="text-amber-800">(not confirmed yet)</span>
            )}
          </dd>
          <dt className="font-medium">Roles</dt>
          <dd>{roles}</dd>
          {person.artistApplication === 'pending' ? (
            <>
              <dt className="font-medium">Artist application</dt>
              <dd>Waiting for staff to verify your account.</dd>
            </>
          ) : null}
          {person.artistApplication === 'rejected' ? (
            <>
              <dt className="font-medium">Artist application</dt>
              <dd>
                Not approved{person.artistApplicationReason ? `: ${person.artistApplicationReason}` : '.'} Write to us
                if you would like us to look again.
              </dd>
            </>
          ) : null}
          <dt className="font-medium">Last sign-in</dt>
          <dd>{person.lastSignInAt ? new Date(person.lastSignInAt).toUTCString() : 'Never'}</dd>
        </dl>
        {own && !person.emailVerified ? (
          <div className="mt-4">
            <ResendVerificationForm />
          </div>
        ) : null}
      </Section>
      {own ? (
        <>
          {ownSections?.(person)}
          <Section title="Profile">
            <NameForm name={person.name ?? ''} />
          </Section>
          {masqueraderOf(viewer) ? (
            <Section title="Password, email address and sign-ins">
              <p>
                While you view the site as someone else, their password, email address and linked sign-ins stay as they
                are.
              </p>
            </Section>
          ) : (
            <>
              <Section title="Password">
                <PasswordForm minLength={settings().PASSWORD_MIN_LENGTH} />
              </Section>
              <Section title="Email address">
                <EmailForm />
              </Section>
              <LinkedSignIns person={person} payload={payload} />
            </>
          )}
        </>
      ) : null}
    </div>
  )
}
