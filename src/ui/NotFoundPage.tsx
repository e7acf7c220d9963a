import type { Metadata } from 'next'

import { notFoundDetails } from '@/platform/errors/status'

import { ErrorPage } from './ErrorPage'
import { NotFoundDescription } from './NotFoundDescription'

/** The tab of a 404: "Page not found · Vernissage", never indexed. */
export const notFoundMetadata: Metadata = { title: 'Page not found', robots: { index: false } }

/**
 * "Page not found: {path}". Drawn on the server, but for the path: Next renders
 * the not-found page inside every cached public page, which may read nothing of
 * the request (decision 039), so the path comes from the address in the browser
 * (`NotFoundDescription`, a small island instead of the whole page).
 */
export function NotFoundPage() {
  const { statusCode, statusMessage } = notFoundDetails('/')
  return <ErrorPage statusCode={statusCode} statusMessage={statusMessage} description={<NotFoundDescription />} />
}
