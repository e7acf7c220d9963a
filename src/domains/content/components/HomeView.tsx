import { UpcomingEvents } from '@/domains/events'
import { LibraryPicture, pageImage } from '@/domains/media'
import { OpenStudiosDates } from '@/domains/openStudios'
import type { HomePage } from '@/payload-types'

import { ContentBlocks } from '../blocks/ContentBlocks'

const isExternal = (link: string) => /^https?:\/\//i.test(link)

/** A call to action: a link styled as a button (a full page load for an address off the site). */
export function FixedCallToAction({ label, link, primary }: { label: string; link: string; primary: boolean }) {
  const className = primary
    ? 'inline-block rounded-md bg-accent px-5 py-3 font-medium text-white no-underline'
    : 'inline-block rounded-md border border-line bg-white px-5 py-3 font-medium no-underline'
  return isExternal(link) ? (
    <a href={link} className={className}>
      {label}
    </a>
  ) : (
    <a href={link} className={className}>
      {label}
    </a>
  )
}

/** `/` (and its draft at `/temp/homepagetemp`): the hero with the Open Studios season's dates, the next events from the calendar, then the blocks. */
export function HomeView({ home, log }: { home: HomePage; log: { warn: (details: object, message: string) => void } }) {
  const picture = pageImage(home.picture, log)
  return (
    <>
      <section className="border-b border-line bg-accent-soft/60">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[3fr_2fr]">
          <div>
            <h1 className="max-w-3xl text-4xl font-semibold sm:text-6xl">{home.heading}</h1>
            <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{home.introduction}</p>
            <OpenStudiosDates className="mt-4 text-lg" />
            {home.callsToAction?.length ? (
              <p className="mt-8 flex flex-wrap gap-3">
                {home.callsToAction.map((action, index) => (
                  <FixedCallToAction
                    key={action.id ?? index}
                    label={action.label}
                    link={action.link}
                    primary={index === 0}
                  />
                ))}
              </p>
            ) : null}
          </div>
          {picture ? (
            <figure>
              <LibraryPicture
                image={picture}
                sizes="(min-width: 1024px) 26rem, 90vw"
                eager
                className="aspect-[4/5] w-full rounded-lg object-cover shadow-sm"
              />
              {home.pictureCredit ? (
                <figcaption className="mt-2 text-sm text-muted">{home.pictureCredit}</figcaption>
              ) : null}
            </figure>
          ) : null}
        </div>
      </section>
      <div className="pt-12">
        <UpcomingEvents heading="Coming up" count={3} />
      </div>
      <div className="prose-body mx-auto max-w-3xl px-4 pb-8 text-lg sm:px-6">
        <ContentBlocks blocks={home.blocks} />
      </div>
    </>
  )
}
