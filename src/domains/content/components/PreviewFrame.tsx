import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { isStaff } from '@/domains/accounts'
import { requestPerson } from '@/platform/payload'

import { mayPreview, type PreviewTarget } from '../services/preview'
import { PreviewLinksPanel } from './PreviewLinksPanel'
import { PreviewRefresh } from './PreviewRefresh'

/** Every `/temp/…` page: never indexed (and dynamic, so never cached: Next sends it `no-store`). */
export const previewMetadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } }

/** The token of a preview link in the address, if one is there. */
export function previewToken(searchParams: Record<string, string | string[] | undefined>): string | null {
  const token = searchParams.token
  return typeof token === 'string' ? token : null
}

/**
 * A draft shown at its `/temp/…` address: to staff, or to whoever holds a
 * valid preview link for its target; anyone else gets the 404 page, which
 * does not tell that a draft is there. The banner says it is not published;
 * staff get the preview links panel under it.
 */
export async function PreviewFrame({
  target,
  token,
  children,
}: {
  target: PreviewTarget
  token: string | null
  children: () => Promise<ReactNode>
}) {
  const { person } = await requestPerson()
  if (!(await mayPreview({ person, target, token, now: new Date() }))) notFound()
  return (
    <>
      <PreviewRefresh />
      <div role="note" aria-label="Preview" className="border-b-4 border-amber-500 bg-amber-50 text-amber-950">
        <div className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
          <p className="font-semibold">Preview — not published</p>
          <p className="text-sm">This is a draft. Visitors see the published page until staff publish it.</p>
          {isStaff(person) ? (
            <details className="mt-2">
              <summary className="cursor-pointer text-sm font-medium">Preview links</summary>
              <div className="pb-2">
                <PreviewLinksPanel target={target} />
              </div>
            </details>
          ) : null}
        </div>
      </div>
      {await children()}
    </>
  )
}
