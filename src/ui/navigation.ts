/** A link of the site's navigation, as the header and footer draw it (the content domain decides what they are). */
export type NavLink = { label: string; href: string }

/** A header item: a link, or, with `children`, a dropdown of links. */
export type NavItem = NavLink & { children: readonly NavLink[] }

export type FooterColumn = { heading: string; links: readonly NavLink[] }

export type Organisation = {
  name: string
  tagline: string
  addressLines: readonly string[]
  email: string
  phone: string
}

export type FooterContent = {
  columns: readonly FooterColumn[]
  social: readonly NavLink[]
  organisation: Organisation
}

/** Whether an address leaves the site (drawn as a plain link, opened as a full page load). */
export const isExternal = (href: string) => /^https?:\/\//i.test(href)
