import type { Payload } from 'payload'

import type { Navigation, SectionNavigation as SectionNavigationDoc } from '@/payload-types'
import { cachedPageData, prerenderingTheBuild } from '@/platform/http/public-pages'
import { payloadInstance } from '@/platform/payload'
import type { FooterContent, NavItem, NavLink } from '@/ui/navigation'

import { NAVIGATION_TAG, SECTION_NAVIGATION_TAG } from '../collections/Navigation'
import {
  type NavigationLink,
  type Section,
  SOCIAL_LABELS,
  type SiteNavigation,
  withoutAddresses,
} from './navigation'
import { defaultNavigation, defaultSectionNavigation } from './navigation-seed'
import { aboutSection } from './page-data'

/** A safety net for writes made around Payload: the navigation is otherwise expired by its own hook. */
const SAFETY_NET_SECONDS = 86_400

export type SiteChrome = { header: NavItem[]; footer: FooterContent }

const link = ({ label, address }: NavigationLink): NavLink => ({ label, href: address })

/** What the header and footer draw, from the navigation staff saved. */
export function chromeOf(navigation: SiteNavigation): SiteChrome {
  const organisation = navigation.organisation ?? {}
  return {
    header: navigation.header.map((item) => ({ ...link(item), children: (item.children ?? []).map(link) })),
    footer: {
      columns: navigation.footer.map((column) => ({ heading: column.heading, links: (column.links ?? []).map(link) })),
      social: navigation.social.map((social) => ({
        label: SOCIAL_LABELS[social.kind] ?? social.kind,
        href: social.url,
      })),
      organisation: {
        name: organisation.name ?? '',
        tagline: organisation.tagline ?? '',
        addressLines: (organisation.address ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        email: organisation.email ?? '',
        phone: organisation.phone ?? '',
      },
    },
  }
}

async function loadNavigation(payload: Payload): Promise<SiteNavigation> {
  const saved: Navigation = await payload.findGlobal({ slug: 'navigation', depth: 0, overrideAccess: true })
  // Never saved (first-run seeding off): the site's defaults, so no site starts without a header.
  if (!saved.updatedAt) return defaultNavigation()
  return {
    header: (saved.header ?? []).map((item) => ({ ...item, children: item.children ?? [] })),
    footer: (saved.footer ?? []).map((column) => ({ heading: column.heading, links: column.links ?? [] })),
    social: saved.social ?? [],
    organisation: saved.organisation ?? {},
  }
}

/**
 * The header and footer of every page, from cached data (decision 058): the
 * layout is the same for every visitor, and every page it draws carries the
 * navigation's tag, which a save expires. While the build prerenders there is
 * no database: the defaults are drawn, and those pages are thrown away.
 * `/about` with no published page is a 404, so it is linked from nowhere; every
 * page then carries the pages' tag too, and publishing a page expires them.
 */
export async function siteChrome(): Promise<SiteChrome> {
  if (prerenderingTheBuild()) return chromeOf(defaultNavigation())
  const payload = await payloadInstance()
  const [navigation, about] = await Promise.all([
    cachedPageData(() => loadNavigation(payload), ['content', 'navigation'], {
      tags: [NAVIGATION_TAG],
      revalidate: SAFETY_NET_SECONDS,
    })(),
    aboutSection(),
  ])
  const empty = about.landing || about.pages.length ? [] : ['/about']
  return chromeOf(withoutAddresses(navigation, empty))
}

async function loadSectionLinks(payload: Payload, section: Section): Promise<NavigationLink[]> {
  const saved: SectionNavigationDoc = await payload.findGlobal({
    slug: 'section-navigation',
    depth: 0,
    overrideAccess: true,
  })
  if (!saved.updatedAt) return defaultSectionNavigation()[section]
  return (saved[section] ?? []).map(({ label, address }) => ({ label, address }))
}

/** One section's sub-navigation, from cached data; none while the build prerenders. */
export async function sectionLinks(section: Section): Promise<NavLink[]> {
  if (prerenderingTheBuild()) return []
  const payload = await payloadInstance()
  const links = await cachedPageData(
    (name: Section) => loadSectionLinks(payload, name),
    ['content', 'section-navigation'],
    { tags: [SECTION_NAVIGATION_TAG], revalidate: SAFETY_NET_SECONDS },
  )(section)
  return links.map(link)
}
