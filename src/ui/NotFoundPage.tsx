'use client'

import { usePathname } from 'next/navigation'

import { notFoundDetails } from '@/platform/errors/status'

import { ErrorPage } from './ErrorPage'

/**
 * "Page not found: {path}". The path comes from the address the page is
 * rendered for, not from the request's headers: Next renders the not-found
 * page inside every cached public page, which may read nothing of the request
 * (decision 039).
 */
export function NotFoundPage() {
  return <ErrorPage {...notFoundDetails(usePathname() ?? '/')} />
}
