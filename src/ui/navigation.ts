/** The site's main sections, in the order the header shows them. */
export const MAIN_NAVIGATION = [
  { label: 'Artists', href: '/artists' },
  { label: 'Open Studios', href: '/artists/sfosregistration' },
  { label: 'Events', href: '/calendar' },
  { label: 'Programs', href: '/programs' },
  { label: 'Shop', href: '/shop' },
  { label: 'Donate', href: '/donors' },
  { label: 'About', href: '/about' },
] as const

export const FOOTER_NAVIGATION = [
  { label: 'Privacy policy', href: '/privacypolicy' },
  { label: 'Copyright notice', href: '/copyrightnotice' },
] as const
