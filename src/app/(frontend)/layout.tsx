import '@/ui/styles.css'

import type { Metadata, Viewport } from 'next'

import { AccountMenu, MasqueradeBanner } from '@/domains/accounts'
import { PageViews } from '@/domains/analytics'
import { siteChrome } from '@/domains/content'
import { Resilience } from '@/platform/client/Resilience'
import { bodyFont, headingFont } from '@/ui/fonts'
import { SiteFooter } from '@/ui/SiteFooter'
import { SiteHeader } from '@/ui/SiteHeader'

export const metadata: Metadata = {
  title: { default: 'Vernissage — Open Studios and artists of the city', template: '%s · Vernissage' },
  description: 'Open Studios, the artist directory, events and programs of our city’s arts organisation.',
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#9a3412' }

/**
 * The same for every visitor, so public pages are served whole from cache:
 * who is signed in is drawn in the browser by the accounts domain's islands
 * (decision 039). Nothing here may read the request: the header and footer
 * are the content staff edit, from cached data (decision 058).
 */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const chrome = await siteChrome()
  return (
    <html lang="en" className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded bg-ink px-4 py-2 text-white focus:not-sr-only focus:absolute focus:left-4 focus:top-4"
        >
          Skip to main content
        </a>
        <MasqueradeBanner />
        <SiteHeader account={<AccountMenu />} items={chrome.header} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter footer={chrome.footer} />
        <PageViews />
        <Resilience />
      </body>
    </html>
  )
}
