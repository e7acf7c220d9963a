import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { PATH_HEADER } from '@/platform/errors/path-header'
import { notFoundDetails } from '@/platform/errors/status'
import { ErrorPage } from '@/ui/ErrorPage'

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } }

export default async function NotFound() {
  const path = (await headers()).get(PATH_HEADER) ?? '/'
  return <ErrorPage {...notFoundDetails(path)} />
}
