'use client'

import { usePathname } from 'next/navigation'

import { notFoundDetails } from '@/platform/errors/status'

/** The not-found page's description, with the path of the address the page is rendered for. */
export function NotFoundDescription() {
  return notFoundDetails(usePathname() ?? '/').description
}
