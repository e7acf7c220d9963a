import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { config as settings } from '@/platform/config'

import { UploadDemo } from './UploadDemo'
import { requestPerson } from '@/platform/payload'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Upload (test page)', robots: { index: false } }

/**
 * Exists only when TEST_ROUTES=true (never in production): the upload component
 * for the signed-in person, into their own public folder, for the browser tests.
 */
export default async function UploadTestPage() {
  if (!settings().TEST_ROUTES) notFound()
  const { person: user } = await requestPerson()
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 id="page-title" className="text-4xl font-semibold">
        Upload files
      </h1>
      {user ? (
        <>
          <p className="mt-3 text-muted">
            Files go to <code>public/artists/{String(user.id)}/uploads/</code>, where anyone may read them.
          </p>
          <div className="mt-8">
            <UploadDemo folder={`public/artists/${String(user.id)}/uploads/`} />
          </div>
        </>
      ) : (
        <p className="mt-3">
          <a href="/login?next=/testing/upload">Sign in</a> to upload files.
        </p>
      )}
    </section>
  )
}
