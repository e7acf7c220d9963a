import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { notFoundDetails } from '@/platform/errors/status'

import { ErrorPage } from './ErrorPage'
import { NotFoundDescription } from './NotFoundDescription'

/** The tab of a 404: "Page not found · Vernissage", never indexed. */
export const notFoundMetadata: Metadata = { title: 'Page not found', robots: { index: false } }

/**
 * "Page not found: {path}". Given no path (the site's not-found boundary,
 * which is given nothing), the path comes from the address in the browser
 * (`NotFoundDescription`, a small island): Next renders that boundary inside
 * every cached public page, which may read nothing of the request (decision 039).
 */
export function NotFoundPage({ path }: { path?: string }) {
  const { statusCode, statusMessage } = notFoundDetails('/')
  return (
    <ErrorPage
      statusCode={statusCode}
      statusMessage={statusMessage}
      description={path === undefined ? <NotFoundDescription /> : notFoundDetails(path).description}
    />
  )
}

/** The address a route was asked for, from its (decoded) segments: `/artist/no-one`. */
export const askedPath = (...segments: string[]) => `/${segments.map(encodeURIComponent).join('/')}`

/**
 * A cached public page's 404, drawn in the server's HTML (decision 081).
 * React's server renderer runs no error boundary, so a `notFound()` thrown
 * while a page renders fails the whole document, and Next 16 then sends an
 * empty shell that only the browser fills. Thrown inside a Suspense boundary
 * it is caught there: the HTML holds the boundary's fallback, this page with
 * its path, and Next still answers 404 (a cached page is prerendered, where
 * Next takes the status from an error so caught). In the browser the
 * boundary renders again, throws again, and the site's not-found boundary
 * draws the same page.
 */
export function PageNotFound({ path }: { path: string }) {
  return (
    <Suspense fallback={<NotFoundPage path={path} />}>
      <NotFoundThrown />
    </Suspense>
  )
}

function NotFoundThrown(): never {
  notFound()
}
