import { RichText } from '@payloadcms/richtext-lexical/react'
import Link from 'next/link'

import type { HomePage } from '@/payload-types'

export function HomeView({ home }: { home: HomePage }) {
  return (
    <>
      <section className="border-b border-line bg-accent-soft/60">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-semibold sm:text-6xl">{home.heading}</h1>
          <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{home.introduction}</p>
        </div>
      </section>
      {home.highlights?.length ? (
        <section aria-label="Highlights" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <ul className="grid gap-6 md:grid-cols-3">
            {home.highlights.map((item) => (
              <li key={item.id ?? item.title} className="rounded-lg border border-line bg-white p-6 shadow-sm">
                <h2 className="text-xl font-semibold">{item.title}</h2>
                <p className="mt-2 text-muted">{item.text}</p>
                {item.linkPath && item.linkLabel ? (
                  <Link href={item.linkPath} className="mt-4 inline-block font-medium">
                    {item.linkLabel} <span aria-hidden="true">→</span>
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {home.body ? (
        <section className="prose-body mx-auto max-w-3xl px-4 pb-8 text-lg sm:px-6">
          <RichText data={home.body} />
        </section>
      ) : null}
    </>
  )
}
