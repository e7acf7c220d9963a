import { describe, expect, it } from 'vitest'

import {
  addressKind,
  answerProblem,
  type AddressAnswers,
  LIMITS,
  linkProblems,
  linksOfNavigation,
  linksOfSections,
  shapeProblems,
  withoutAddresses,
} from './navigation'

describe('an address in the navigation', () => {
  it('is a path of the site, query and fragment allowed, the fragment not asked about', () => {
    expect(addressKind('/shop')).toEqual({ kind: 'internal', path: '/shop' })
    expect(addressKind(' /art/artists?letter=B#top ')).toEqual({ kind: 'internal', path: '/art/artists?letter=B' })
    expect(addressKind('/')).toEqual({ kind: 'internal', path: '/' })
  })

  it('is an http(s) address elsewhere', () => {
    expect(addressKind('https://www.instagram.com/vernissage')).toEqual({
      kind: 'external',
      url: 'https://www.instagram.com/vernissage',
    })
    expect(addressKind('http://example.org')).toMatchObject({ kind: 'external' })
  })

  it('refuses anything else, saying what is wrong', () => {
    expect(addressKind('')).toEqual({ problem: 'is empty' })
    expect(addressKind('/a page')).toEqual({ problem: 'has a space in it' })
    expect(addressKind('//evil.example')).toMatchObject({ problem: expect.stringContaining('//') })
    expect(addressKind('/artists/../cpanel')).toMatchObject({ problem: expect.stringContaining('..') })
    expect(addressKind('javascript:alert(1)')).toMatchObject({ problem: expect.stringContaining('javascript') })
    expect(addressKind('mailto:office@example.org')).toMatchObject({ problem: expect.stringContaining('mailto') })
    expect(addressKind('shop')).toMatchObject({ problem: expect.stringContaining('starting with /') })
    expect(addressKind('https://intranet')).toEqual({ problem: 'has no valid host name' })
  })
})

describe('what the site answered', () => {
  it('leads to a page when it is a page, a redirect or a refusal', () => {
    for (const status of [200, 204, 301, 302, 307, 308, 401, 403]) expect(answerProblem({ status })).toBeNull()
  })

  it('leads nowhere when it is not found, gone, failing or silent', () => {
    expect(answerProblem({ status: 404 })).toBe('answers 404: there is no such page')
    expect(answerProblem({ status: 410 })).toBe('answers 410: there is no such page')
    expect(answerProblem({ status: 500 })).toBe('answers 500: the page fails')
    expect(answerProblem({ unreachable: 'the site could not be reached' })).toBe(
      'could not be checked (the site could not be reached)',
    )
  })
})

const navigation = {
  header: [
    { label: 'Artists', address: '/artists', children: [{ label: 'Gone', address: '/no-such-page' }] },
    { label: 'Shop', address: '/shop' },
  ],
  footer: [{ heading: 'Legal', links: [{ label: 'Privacy policy', address: '/privacypolicy' }] }],
  social: [
    { kind: 'instagram' as const, url: 'https://instagram.com/vernissage' },
    { kind: 'facebook' as const, url: '/facebook' },
  ],
}

describe('the links of the navigation', () => {
  it('are every item, dropdown item, footer link and social link, with the path of its field', () => {
    expect(linksOfNavigation(navigation).map((link) => [link.path, link.label])).toEqual([
      ['header.0.address', 'Artists'],
      ['header.0.children.0.address', 'Gone'],
      ['header.1.address', 'Shop'],
      ['footer.0.links.0.address', 'Privacy policy'],
      ['social.0.url', 'Instagram'],
      ['social.1.url', 'Facebook'],
    ])
    expect(linksOfSections({ artists: [{ label: 'Search', address: '/artists/artsearch' }] })).toEqual([
      {
        label: 'Search',
        address: '/artists/artsearch',
        path: 'artists.0.address',
        where: 'the Artists sub-navigation',
      },
    ])
  })

  it('are refused when they lead nowhere, naming the item, its place and its address; each address asked once', async () => {
    const asked: string[] = []
    const answers: AddressAnswers = async (path) => {
      asked.push(path)
      return { status: path === '/no-such-page' ? 404 : 200 }
    }
    const problems = await linkProblems(
      [...linksOfNavigation(navigation), { label: 'Again', address: '/shop', path: 'x', where: 'the header' }],
      answers,
    )
    expect(problems).toEqual([
      {
        path: 'header.0.children.0.address',
        label: 'Gone',
        address: '/no-such-page',
        message: '“Gone” in the “Artists” dropdown links to /no-such-page — it answers 404: there is no such page.',
      },
      {
        path: 'social.1.url',
        label: 'Facebook',
        address: '/facebook',
        message: '“Facebook” in the social links links to /facebook — it is not a web address (https://…).',
      },
    ])
    expect(asked.sort()).toEqual(['/artists', '/no-such-page', '/privacypolicy', '/shop'])
  })

  it('are refused when malformed, without asking the site', async () => {
    const answers: AddressAnswers = async () => {
      throw new Error('not asked')
    }
    const [problem] = await linkProblems(
      [{ label: 'Blog', address: 'htp:/blog', path: 'header.0.address', where: 'the header' }],
      answers,
    )
    expect(problem?.message).toMatch(/^“Blog” in the header links to htp:\/blog — it is a htp address/)
  })
})

describe('the shape of the navigation', () => {
  const link = (n: number) => ({ label: `Item ${n}`, address: `/item-${n}` })

  it('keeps within its limits', () => {
    expect(shapeProblems(navigation)).toEqual([])
    const crowded = {
      header: [
        ...Array.from({ length: LIMITS.headerItems }, (_, n) => link(n)),
        { ...link(99), children: Array.from({ length: LIMITS.dropdownItems + 1 }, (_, n) => link(n)) },
      ],
      footer: Array.from({ length: LIMITS.footerColumns + 1 }, (_, n) => ({ heading: `Column ${n}`, links: [] })),
    }
    expect(shapeProblems(crowded)).toEqual([
      { path: 'header', message: `At most ${LIMITS.headerItems} header items (there are ${LIMITS.headerItems + 1}).` },
      {
        path: `header.${LIMITS.headerItems}.children`,
        message: `At most ${LIMITS.dropdownItems} items in the “Item 99” dropdown (there are ${LIMITS.dropdownItems + 1}).`,
      },
      {
        path: 'footer',
        message: `At most ${LIMITS.footerColumns} footer columns (there are ${LIMITS.footerColumns + 1}).`,
      },
    ])
  })

  it('has two levels: a dropdown item has no dropdown of its own', () => {
    const nested = { header: [{ ...link(1), children: [{ ...link(2), children: [link(3)] }] }] }
    expect(shapeProblems(nested)).toEqual([
      { path: 'header.0.children.0', message: '“Item 2” is inside a dropdown: it cannot have a dropdown of its own.' },
    ])
  })
})

describe('a section with nothing in it', () => {
  const navigation = {
    header: [
      { label: 'Artists', address: '/artists', children: [{ label: 'About artists', address: '/about' }] },
      { label: 'About', address: '/about', children: [] },
      { label: 'Visit', address: '/about', children: [{ label: 'Directions', address: '/about/directions' }] },
    ],
    footer: [{ heading: 'Us', links: [{ label: 'About', address: '/about' }, { label: 'Shop', address: '/shop' }] }],
    social: [],
    organisation: {},
  }

  it('is linked from nowhere: header, menus and footer', () => {
    const left = withoutAddresses(navigation, ['/about'])
    expect(left.header).toEqual([
      { label: 'Artists', address: '/artists', children: [] },
      { label: 'Directions', address: '/about/directions', children: [] },
    ])
    expect(left.footer).toEqual([{ heading: 'Us', links: [{ label: 'Shop', address: '/shop' }] }])
  })

  it('changes nothing when every section has content', () => {
    expect(withoutAddresses(navigation, [])).toBe(navigation)
  })
})
