'use client'

import '@/ui/styles.css'

import { errorDetails } from '@/platform/errors/status'
import { ErrorPage } from '@/ui/ErrorPage'

/** When even the site's layout fails: the same error page, without header and footer. */
export default function GlobalError() {
  return (
    <html lang="en">
      <body>
        <main id="main">
          <ErrorPage {...errorDetails()} />
        </main>
      </body>
    </html>
  )
}
