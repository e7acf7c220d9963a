import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import {
  ANSWERS_CONTEXT,
  type AddressAnswers,
  type HeaderItem,
  type SectionNavigation,
  type SiteNavigation,
} from './navigation'

/**
 * The header, footer and sub-navigations a new site starts with: what the
 * site showed before they were content. A main section is linked only once its
 * page exists (decision 030), so a fresh site links no 404.
 */
const MAIN_SECTIONS: readonly HeaderItem[] = [
  { label: 'Artists', address: '/artists' },
  { label: 'Open Studios', address: '/openstudios' },
  { label: 'Events', address: '/calendar' },
  { label: 'Programs', address: '/programs' },
  { label: 'Shop', address: '/shop' },
  { label: 'Donate', address: '/donors' },
  { label: 'About', address: '/about' },
]

const PAGES = path.join(process.cwd(), 'src', 'app', '(frontend)')

/**
 * Whether the site has a page of its own at this address
 * (`src/app/(frontend)/…/page.tsx`, or an optional catch-all beside it,
 * `…/[[...state]]/page.tsx`, which answers the bare address too, as
 * `/calendar` does): a dynamic route does not count.
 */
export function hasPage(address: string): boolean {
  const folder = path.join(PAGES, ...address.split('/').filter(Boolean))
  if (existsSync(path.join(folder, 'page.tsx'))) return true
  if (!existsSync(folder)) return false
  return readdirSync(folder, { withFileTypes: true }).some(
    (entry) =>
      entry.isDirectory() && entry.name.startsWith('[[...') && existsSync(path.join(folder, entry.name, 'page.tsx')),
  )
}

/** The navigation of a site nobody has edited yet: the sections whose page exists, in their order. */
export function defaultNavigation(pageExists: (address: string) => boolean = hasPage): SiteNavigation {
  return {
    header: MAIN_SECTIONS.filter((item) => pageExists(item.address)).map((item) => ({ ...item, children: [] })),
    footer: [
      {
        heading: 'Legal',
        links: [
          { label: 'Privacy policy', address: '/privacypolicy' },
          { label: 'Copyright notice', address: '/copyrightnotice' },
        ],
      },
    ],
    social: [],
    organisation: {
      name: 'Vernissage',
      tagline: 'Open Studios, the artist directory and more — run by artists, for the city.',
      address: '',
      email: '',
      phone: '',
    },
  }
}

/** The sub-navigations a new site starts with: the artists' own pages; the other sections' are written by staff. */
export function defaultSectionNavigation(pageExists: (address: string) => boolean = hasPage): SectionNavigation {
  const artists = [
    { label: 'Artists', address: '/artists' },
    { label: 'Search', address: '/artists/artsearch' },
    { label: 'Resources for artists', address: '/artists/artistresources' },
  ]
  return { artists: artists.filter((link) => pageExists(link.address)), openstudios: [], about: [], programs: [] }
}

/** At start-up there is no server to ask: the defaults' addresses are checked against the site's own page files. */
const ownPages: AddressAnswers = async (address) => ({ status: hasPage(address) ? 200 : 404 })

/** Gives a new installation its navigation; never overwrites what staff have saved (a global never saved has no `updatedAt`). */
export async function seedNavigation(payload: Payload): Promise<string[]> {
  const seeded: string[] = []
  const navigation = await payload.findGlobal({ slug: 'navigation', overrideAccess: true, depth: 0 })
  if (!navigation.updatedAt) {
    await payload.updateGlobal({
      slug: 'navigation',
      overrideAccess: true,
      data: defaultNavigation(),
      context: { [ANSWERS_CONTEXT]: ownPages },
    })
    seeded.push('navigation')
  }
  const sections = await payload.findGlobal({ slug: 'section-navigation', overrideAccess: true, depth: 0 })
  if (!sections.updatedAt) {
    await payload.updateGlobal({
      slug: 'section-navigation',
      overrideAccess: true,
      data: defaultSectionNavigation(),
      context: { [ANSWERS_CONTEXT]: ownPages },
    })
    seeded.push('section navigation')
  }
  return seeded
}
