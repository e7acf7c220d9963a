export type Section = { label: string; href: string }

/**
 * The site's main sections, in the order the header shows them. A section is
 * linked only once its page exists (`linkedSections`), so no link leads to a 404.
 */
export const MAIN_SECTIONS: readonly Section[] = [
  { label: 'Artists', href: '/artists' },
  { label: 'Open Studios', href: '/openstudios' },
  { label: 'Events', href: '/calendar' },
  { label: 'Programs', href: '/programs' },
  { label: 'Shop', href: '/shop' },
  { label: 'Donate', href: '/donors' },
  { label: 'About', href: '/about' },
]

/** The sections whose page exists, as `hasPage` tells. */
export function linkedSections(hasPage: (href: string) => boolean): Section[] {
  return MAIN_SECTIONS.filter((section) => hasPage(section.href))
}

export const FOOTER_NAVIGATION = [
  { label: 'Privacy policy', href: '/privacypolicy' },
  { label: 'Copyright notice', href: '/copyrightnotice' },
] as const
