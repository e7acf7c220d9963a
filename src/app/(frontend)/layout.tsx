import '@/ui/styles.css'

import type { Metadata, Viewport } from 'next'
import { Suspense } from 'react'

import { isStaff, MasqueradeBanner, masqueraderOf, SignOutButton } from '@/domains/accounts'
import { PageViews } from '@/domains/analytics'
import { Resilience } from '@/platform/client/Resilience'
import { SiteFooter } from '@/ui/SiteFooter'
import { SiteHeader, type HeaderPerson } from '@/ui/SiteHeader'

import { SITE_SECTIONS } from './site-sections'
import { requestPerson } from '@/platform/payload'

export const metadata: Metadata = {
  title: { default: 'Vernissage — Open Studios and artists of the city', template: '%s · Vernissage' },
  description: 'Open Studios, the artist directory, events and programs of our city’s arts organisation.',
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#9a3412' }

async function signedInPerson() {
  // Reading the request first makes every page of the site dynamic, so no build step needs the database.
  const { person: user } = await requestPerson()
  const person: HeaderPerson = user ? { name: user.name, email: user.email, staff: isStaff(user) } : null
  return { person, administrator: masqueraderOf(user) }
}

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const { person, administrator } = await signedInPerson()
  return (
    <html lang="en">
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded bg-ink px-4 py-2 text-white focus:not-sr-only focus:absolute focus:left-4 focus:top-4"
        >
          Skip to main content
        </a>
        {person && administrator ? <MasqueradeBanner person={person} administrator={administrator} /> : null}
        <SiteHeader person={person} signOut={<SignOutButton />} sections={SITE_SECTIONS} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        <Suspense fallback={null}>
          <PageViews />
        </Suspense>
        <Resilience />
      </body>
    </html>
  )
}
