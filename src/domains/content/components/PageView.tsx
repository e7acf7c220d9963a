import Link from 'next/link'

import { ContentBlocks } from '../blocks/ContentBlocks'
import type { AboutSection, PageContent } from '../services/page-data'

/** A page built from blocks, as visitors see it (and as a preview shows the draft). */
export function PageView({ page }: { page: PageContent }) {
  return (
    <article className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold sm:text-5xl">{page.title}</h1>
      <ContentBlocks blocks={page.blocks} />
    </article>
  )
}

/** `/about` when no page is marked the about section's landing: the about pages, so the header never leads nowhere. */
export function AboutListView({ pages }: { pages: AboutSection['pages'] }) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold sm:text-5xl">About us</h1>
      {pages.length === 0 ? (
        <p className="mt-6 text-lg text-muted">
          We are an arts organisation that brings artists and art lovers together. More about us soon — meanwhile, meet{' '}
          <Link href="/artists">our artists</Link>.
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {pages.map((page) => (
            <li key={page.address} className="rounded-lg border border-line bg-white p-6 shadow-sm">
              <h2 className="text-xl font-semibold">
                <Link href={page.address}>{page.title}</Link>
              </h2>
              {page.description ? <p className="mt-2 text-muted">{page.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** `/private/{slug}` for a visitor not signed in: what the page is not said, only how to see it. */
export function PageSignInPrompt({ path }: { path: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-semibold">Members only</h1>
      <p className="mt-4 text-lg text-muted">This page is for members. Sign in to see it.</p>
      <p className="mt-8">
        <Link
          href={`/login?next=${encodeURIComponent(path)}`}
          className="inline-block rounded-md bg-accent px-5 py-3 font-medium text-white no-underline"
        >
          Sign in
        </Link>
      </p>
    </section>
  )
}
