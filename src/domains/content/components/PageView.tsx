import { UpcomingEvents } from '@/domains/events'
import { LibraryPicture, PicturePlaceholder } from '@/domains/media'

import { ContentBlocks } from '../blocks/ContentBlocks'
import type { AboutSection, PageContent, ProgramCard } from '../services/page-data'
import { PROGRAM_KIND_LABELS, type ProgramKind } from '../services/page-rules'

/** A page built from blocks, as visitors see it (and as a preview shows the draft). */
export function PageView({ page }: { page: PageContent }) {
  return (
    <article className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      {page.program ? (
        <p className="mb-2 text-sm font-medium text-muted">
          <a href="/programs">Programs</a> · {PROGRAM_KIND_LABELS[page.program.kind]}
        </p>
      ) : null}
      <h1 className="text-4xl font-semibold sm:text-5xl">{page.title}</h1>
      <ContentBlocks blocks={page.blocks} />
      {page.program?.eventTag ? (
        <UpcomingEvents heading="Coming up in this program" count={6} tag={page.program.eventTag} frame="mt-12" />
      ) : null}
    </article>
  )
}

/** `/programs`: the organisation's programs by kind, each a card leading to its page. */
export function ProgramsListView({ groups }: { groups: { kind: ProgramKind; programs: ProgramCard[] }[] }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold sm:text-5xl">Programs</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">
        Residencies, classes and exhibitions we run all year, with artists and for everyone.
      </p>
      {groups.length === 0 ? (
        <p className="mt-8 text-lg">
          Our programs for the coming season are being prepared. Meanwhile, meet <a href="/artists">our artists</a>.
        </p>
      ) : (
        groups.map((group, groupIndex) => (
          <section key={group.kind} aria-labelledby={`programs-${group.kind}`} className="mt-10">
            <h2 id={`programs-${group.kind}`} className="text-2xl font-semibold">
              {PROGRAM_KIND_LABELS[group.kind]}
            </h2>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {group.programs.map((program, index) => (
                <li key={program.address} className="overflow-hidden rounded-lg border border-line bg-white shadow-sm">
                  {program.picture ? (
                    <LibraryPicture
                      image={program.picture}
                      sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
                      className="aspect-[4/3] h-auto w-full object-cover"
                      eager={groupIndex === 0 && index === 0}
                    />
                  ) : (
                    <div className="aspect-[4/3]">
                      <PicturePlaceholder name={program.title} />
                    </div>
                  )}
                  <div className="p-5">
                    <h3 className="text-xl font-semibold">
                      <a href={program.address}>{program.title}</a>
                    </h3>
                    {program.summary ? <p className="mt-2 text-muted">{program.summary}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  )
}

/** `/about` when no page is marked the about section's landing: the about pages. */
export function AboutListView({ pages }: { pages: AboutSection['pages'] }) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold sm:text-5xl">About us</h1>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {pages.map((page) => (
          <li key={page.address} className="rounded-lg border border-line bg-white p-6 shadow-sm">
            <h2 className="text-xl font-semibold">
              <a href={page.address}>{page.title}</a>
            </h2>
            {page.description ? <p className="mt-2 text-muted">{page.description}</p> : null}
          </li>
        ))}
      </ul>
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
        <a
          href={`/login?next=${encodeURIComponent(path)}`}
          className="inline-block rounded-md bg-accent px-5 py-3 font-medium text-white no-underline"
        >
          Sign in
        </a>
      </p>
    </section>
  )
}
