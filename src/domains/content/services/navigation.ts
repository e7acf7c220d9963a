/**
 * The site's navigation as staff edit it (the `navigation` and
 * `section-navigation` globals), and the rules every link in it keeps: an
 * address of the site that answers, or a valid web address elsewhere
 * (decision 058).
 */

export type NavigationLink = { label: string; address: string }
export type HeaderItem = NavigationLink & { children?: NavigationLink[] | null }
export type FooterColumn = { heading: string; links?: NavigationLink[] | null }
export type SocialLink = { kind: SocialKind; url: string }
export type Organisation = {
  name?: string | null
  tagline?: string | null
  address?: string | null
  email?: string | null
  phone?: string | null
}
export type SiteNavigation = {
  header: HeaderItem[]
  footer: FooterColumn[]
  social: SocialLink[]
  organisation: Organisation
}

export const SOCIAL_KINDS = [
  'instagram',
  'facebook',
  'youtube',
  'vimeo',
  'tiktok',
  'linkedin',
  'mastodon',
  'bluesky',
] as const
export type SocialKind = (typeof SOCIAL_KINDS)[number]
export const SOCIAL_LABELS: Record<SocialKind, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
}

/** The sections that have a sub-navigation, in the order the editor shows them. */
export const SECTIONS = ['artists', 'openstudios', 'about', 'programs'] as const
export type Section = (typeof SECTIONS)[number]
export const SECTION_LABELS: Record<Section, string> = {
  artists: 'Artists',
  openstudios: 'Open Studios',
  about: 'About',
  programs: 'Programs',
}
export type SectionNavigation = Record<Section, NavigationLink[]>

/** How big the navigation may grow: a header that wraps onto three lines, or a dropdown taller than a phone, helps nobody. */
export const LIMITS = {
  headerItems: 9,
  dropdownItems: 10,
  footerColumns: 4,
  columnLinks: 10,
  socialLinks: 8,
  sectionLinks: 10,
  label: 40,
  address: 300,
} as const

export type AddressKind = { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { problem: string }

/**
 * What an address is: a path of this site (`/shop`, `/artists?letter=B`,
 * `/about#history`), or an http(s) address elsewhere. Anything else — a
 * protocol-relative `//host`, `javascript:`, a bare word — is refused, named.
 */
export function addressKind(raw: string): AddressKind {
  const address = raw.trim()
  if (!address) return { problem: 'is empty' }
  if (/\s/.test(address)) return { problem: 'has a space in it' }
  if (address.startsWith('/')) {
    if (address.startsWith('//')) return { problem: 'starts with // (write https:// for another site)' }
    const path = address.split(/[?#]/)[0]!
    if (path.split('/').some((segment) => segment === '..' || segment === '.'))
      return { problem: 'has . or .. in its path' }
    return { kind: 'internal', path: address.split('#')[0]! }
  }
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return { problem: 'is neither a page of this site (starting with /) nor a web address (starting with https://)' }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { problem: `is a ${url.protocol.replace(':', '')} address; only http(s) addresses and pages of this site` }
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') return { problem: 'has no valid host name' }
  return { kind: 'external', url: url.toString() }
}

/** What the site answered for one of its own addresses. */
export type Answer = { status: number } | { unreachable: string }

/** Asks the site whether one of its own addresses answers (injected: over HTTP in the app, anything in tests). */
export type AddressAnswers = (path: string) => Promise<Answer>

/** A local API call may bring its own `AddressAnswers` under this key of its context (start-up, tests): REST and GraphQL cannot. */
export const ANSWERS_CONTEXT = 'navigationAnswers'

/**
 * Whether a link to an address that answered so would lead a visitor to a
 * page. A redirect (a guarded page sending a guest to sign in, a moved page)
 * and a refusal (401, 403) still lead somewhere; a 404 or 410 leads nowhere,
 * and a server error or no answer at all is not a page either.
 */
export function answerProblem(answer: Answer): string | null {
  if ('unreachable' in answer) return `could not be checked (${answer.unreachable})`
  if (answer.status === 404 || answer.status === 410) return `answers ${answer.status}: there is no such page`
  if (answer.status >= 500) return `answers ${answer.status}: the page fails`
  return null
}

/** A link with where it sits, for a message staff can act on. */
export type PlacedLink = NavigationLink & { path: string; where: string }

type NavigationData = {
  header?: HeaderItem[] | null
  footer?: FooterColumn[] | null
  social?: (Partial<SocialLink> & { kind?: string | null; url?: string | null })[] | null
}

/** Every link of the navigation, with the field path of its address (`header.0.children.1.address`) and where it sits. */
export function linksOfNavigation(data: NavigationData): PlacedLink[] {
  const links: PlacedLink[] = []
  ;(data.header ?? []).forEach((item, i) => {
    links.push({ label: item.label, address: item.address, path: `header.${i}.address`, where: 'the header' })
    ;(item.children ?? []).forEach((child, j) =>
      links.push({
        label: child.label,
        address: child.address,
        path: `header.${i}.children.${j}.address`,
        where: `the “${item.label}” dropdown`,
      }),
    )
  })
  ;(data.footer ?? []).forEach((column, i) =>
    (column.links ?? []).forEach((link, j) =>
      links.push({
        label: link.label,
        address: link.address,
        path: `footer.${i}.links.${j}.address`,
        where: `the footer’s “${column.heading}” column`,
      }),
    ),
  )
  ;(data.social ?? []).forEach((link, i) => {
    const label = link.kind && link.kind in SOCIAL_LABELS ? SOCIAL_LABELS[link.kind as SocialKind] : 'Social link'
    links.push({ label, address: link.url ?? '', path: `social.${i}.url`, where: 'the social links' })
  })
  return links
}

/** Every link of the sections' sub-navigations, with the field path of its address. */
export function linksOfSections(data: Partial<Record<Section, NavigationLink[] | null>>): PlacedLink[] {
  return SECTIONS.flatMap((section) =>
    (data[section] ?? []).map((link, i) => ({
      label: link.label,
      address: link.address,
      path: `${section}.${i}.address`,
      where: `the ${SECTION_LABELS[section]} sub-navigation`,
    })),
  )
}

/** Whether the navigation keeps its shape: two levels in the header, and no list longer than `LIMITS`. */
export function shapeProblems(data: NavigationData): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = []
  const over = (path: string, count: number, limit: number, what: string) => {
    if (count > limit) problems.push({ path, message: `At most ${limit} ${what} (there are ${count}).` })
  }
  over('header', data.header?.length ?? 0, LIMITS.headerItems, 'header items')
  data.header?.forEach((item, i) => {
    over(
      `header.${i}.children`,
      item.children?.length ?? 0,
      LIMITS.dropdownItems,
      `items in the “${item.label}” dropdown`,
    )
    item.children?.forEach((child, j) => {
      if (
        'children' in child &&
        Array.isArray((child as HeaderItem).children) &&
        (child as HeaderItem).children!.length
      )
        problems.push({
          path: `header.${i}.children.${j}`,
          message: `“${child.label}” is inside a dropdown: it cannot have a dropdown of its own.`,
        })
    })
  })
  over('footer', data.footer?.length ?? 0, LIMITS.footerColumns, 'footer columns')
  data.footer?.forEach((column, i) =>
    over(`footer.${i}.links`, column.links?.length ?? 0, LIMITS.columnLinks, `links in the “${column.heading}” column`),
  )
  over('social', data.social?.length ?? 0, LIMITS.socialLinks, 'social links')
  return problems
}

/** A broken link: where it is, and what is wrong with it, in words naming the item. */
export type LinkProblem = { path: string; label: string; address: string; message: string }

/**
 * The links that would lead a visitor nowhere: a malformed address, or a page
 * of the site that does not answer. Each of the site's addresses is asked once.
 */
export async function linkProblems(links: readonly PlacedLink[], answers: AddressAnswers): Promise<LinkProblem[]> {
  const kinds = links.map((link) => {
    const kind = addressKind(link.address ?? '')
    // A social link is the organisation's page on another site.
    if (link.path.startsWith('social.') && 'kind' in kind && kind.kind === 'internal')
      return { link, kind: { problem: 'is not a web address (https://…)' } as AddressKind }
    return { link, kind }
  })
  const internal = [
    ...new Set(kinds.flatMap(({ kind }) => ('kind' in kind && kind.kind === 'internal' ? [kind.path] : []))),
  ]
  const verdicts = new Map(
    await Promise.all(internal.map(async (path) => [path, answerProblem(await answers(path))] as const)),
  )
  return kinds.flatMap(({ link, kind }) => {
    const named = `“${link.label || 'An item'}” in ${link.where} links to ${link.address || 'nothing'} — it`
    let problem: string | null
    if ('problem' in kind) problem = kind.problem
    else problem = kind.kind === 'internal' ? verdicts.get(kind.path)! : null
    return problem
      ? [{ path: link.path, label: link.label, address: link.address, message: `${named} ${problem}.` }]
      : []
  })
}

/**
 * The navigation with no link to `addresses` (a section with nothing in it
 * yet), in the header, its menus or the footer: a page without content is not
 * linked. A header item leading there keeps its menu under its first link.
 */
export function withoutAddresses(navigation: SiteNavigation, addresses: readonly string[]): SiteNavigation {
  if (addresses.length === 0) return navigation
  const kept = (link: NavigationLink) => !addresses.includes(link.address)
  return {
    ...navigation,
    header: navigation.header.flatMap((item) => {
      const children = (item.children ?? []).filter(kept)
      if (kept(item)) return [{ ...item, children }]
      const [first, ...rest] = children
      return first ? [{ ...first, children: rest }] : []
    }),
    footer: navigation.footer.map((column) => ({ ...column, links: (column.links ?? []).filter(kept) })),
  }
}
