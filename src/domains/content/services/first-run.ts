import type { Payload } from 'payload'

import type { CreditedPicture } from '@/domains/artists'
import { richText, type Block } from '@/platform/rich-text'

import type { PolicyPath } from '../collections/Policies'
import { homeBlocksFromOldShape } from './home-migration'
import type { ProgramKind } from './page-rules'

/** The home page's words as they were in code; the blocks are made from its highlights and body as the migration makes them. */
const OLD_HOME = {
  heading: 'Open studios, open city',
  introduction:
    'Each year, over a few weekends, hundreds of artists open their studios to the public across the city’s ' +
    'neighbourhoods. ' +
    'Meet them where they work, see new art up close, and take something home.',
  body: richText([
    {
      paragraph:
        'We are a community arts organisation run by and for artists. Besides Open Studios we keep a directory of ' +
        'working artists, run programs and events all year, and support artists with resources and a membership.',
    },
  ]),
  highlights: [
    {
      title: 'Find an artist',
      text: 'Browse the directory of painters, printmakers, sculptors, photographers and more.',
      linkLabel: 'Browse artists',
      linkPath: '/artists',
    },
    {
      title: 'Open Studios weekends',
      text: 'Plan your route through the neighbourhoods: each weekend a different part of the city opens its doors.',
      linkLabel: 'About Open Studios',
      linkPath: '/artists',
    },
    {
      title: 'Support the arts',
      text: 'Memberships and gifts keep Open Studios free for visitors and affordable for artists.',
      linkLabel: 'Donate',
      linkPath: '/donors',
    },
  ],
}

const HOME = {
  heading: OLD_HOME.heading,
  introduction: OLD_HOME.introduction,
  callsToAction: [
    { label: 'Find an artist', link: '/artists' },
    { label: 'Become an art lover', link: '/artlover' },
  ],
  blocks: homeBlocksFromOldShape(OLD_HOME),
}

/** The artists section's words as they were in code (decision 027), now its first content. */
type SectionWords = { title: string; summary: string; sections: { heading: string; paragraphs: string[] }[] }

const ARTISTS_LANDING = {
  heading: 'Artists',
  introduction:
    'Painters, printmakers, sculptors, photographers, ceramicists and more live and work across the city. ' +
    'Find them by name, by what they make, or by neighbourhood, and visit their studios during Open Studios.',
}

const ARTISTS_SECTIONS: Record<string, SectionWords> = {
  faq: {
    title: 'Questions artists ask',
    summary: 'About profiles, verification and Open Studios.',
    sections: [
      {
        heading: 'Who can have a profile?',
        paragraphs: [
          'Any artist who lives or works in the city. Join as an artist; once staff approve the account, build your profile from your dashboard.',
        ],
      },
      {
        heading: 'Why is my profile not public yet?',
        paragraphs: [
          'Staff check every profile before it goes public, and every change to it afterwards. Until they approve a change, the version approved before stays public. You are emailed either way, with the reason if it was not approved.',
        ],
      },
      {
        heading: 'Do my artworks need approval?',
        paragraphs: ['No. Your published artworks are public as long as your profile is.'],
      },
      {
        heading: 'How do I take part in Open Studios?',
        paragraphs: ['Registration opens each year for members. The resources page has the dates and the guide.'],
      },
    ],
  },
  howtojoin: {
    title: 'How to join',
    summary: 'From an account to a public profile in four steps.',
    sections: [
      {
        heading: '1. Make an account as an artist',
        paragraphs: [
          'Choose “artist” when you join. Staff check the application and you are emailed when it is approved.',
        ],
      },
      {
        heading: '2. Build your profile',
        paragraphs: [
          'From your dashboard, write a short bio and a statement, choose your mediums and neighbourhood, and add a portrait.',
        ],
      },
      {
        heading: '3. Add your artworks',
        paragraphs: ['Add images of your work, with a title, year, medium, size and price or “price on request”.'],
      },
      {
        heading: '4. Submit it for verification',
        paragraphs: ['Staff review it and publish it; then visitors find you in the directory and the search.'],
      },
    ],
  },
}

const ARTISTS = {
  ...ARTISTS_LANDING,
  sections: Object.entries(ARTISTS_SECTIONS).map(([slug, page]) => ({
    slug,
    title: page.title,
    summary: page.summary,
    blocks: [
      {
        blockType: 'richText' as const,
        content: richText(
          page.sections.flatMap((section) => [
            { heading: section.heading },
            ...section.paragraphs.map((paragraph) => ({ paragraph })),
          ]),
        ),
      },
    ],
  })),
}

/** The plan the art lovers' page's membership card links to (membership seeds it on a first run). */
const ART_LOVER_PLAN = 'artlover'

const ART_LOVER = {
  heading: 'Art lovers',
  introduction:
    'Love seeing art where it is made? Join as an art lover: follow the artists you like, hear first about ' +
    'Open Studios and our events, and help keep studios open to everyone.',
  whyJoin: richText([
    { heading: 'Why join' },
    {
      paragraph:
        'Open Studios is free for visitors because art lovers and donors carry it. Your membership pays for the ' +
        'printed guide, the maps and the signs on studio doors, and keeps the fee artists pay low.',
    },
    {
      paragraph:
        'Members keep a list of favourite artists and artworks, and can show it on a page of their own if they wish.',
    },
  ]),
  perks: [
    {
      title: 'First to know',
      text: 'The Open Studios weekends, the guide and our events, in your inbox before anyone else.',
    },
    {
      title: 'Your favourites',
      text: 'Heart the artists and artworks you love and find them again on your dashboard.',
    },
    { title: 'Member prices', text: 'Reduced prices on events, workshops and the shop, all year.' },
    { title: 'Meet the artists', text: 'Invitations to previews, studio talks and the members’ evening each season.' },
  ],
  membershipCard: {
    heading: 'Become an art lover',
    text: 'A year of membership, renewed when you choose. Reduced prices for students and seniors.',
    linkLabel: 'See the plan and join',
    plan: ART_LOVER_PLAN,
  },
  blocks: [],
}

const DONORS = {
  heading: 'Our donors',
  introduction: richText([
    {
      paragraph:
        'Open Studios, the artist directory and our programs are made possible by the people and organisations who ' +
        'give. Thank you.',
    },
  ]),
  blocks: [],
}

const POLICIES: Record<PolicyPath, { title: string; summary: string; body: Block[] }> = {
  privacypolicy: {
    title: 'Privacy policy',
    summary: 'What we collect, why, how long we keep it, and your rights.',
    body: [
      { heading: 'Who we are' },
      {
        paragraph:
          'This site is run by the arts organisation that produces Open Studios. We are the controller of the ' +
          'personal data described here. Write to us through the contact address on the About page with any question.',
      },
      { heading: 'What we collect' },
      {
        list: [
          'Account details you give us: your name, email address and password (stored only as a salted hash).',
          'Membership, registration, order and donation records, so we can provide what you asked for.',
          'Content you publish, such as an artist profile, artworks and events.',
          'Anonymous page-view counts: the page address and referring site, with no cookies and no IP address stored.',
        ],
      },
      { heading: 'Why we use it' },
      {
        paragraph:
          'To run your account and membership, to publish what you choose to publish, to process payments, to send ' +
          'messages you need (receipts, reminders, password resets) and, only if you agree, our newsletter.',
      },
      { heading: 'Analytics without tracking' },
      {
        paragraph:
          'We count page views ourselves. A visitor is recognised for one day at most by a hash made with a salt that ' +
          'changes daily and is then destroyed. We set no tracking cookies, use no third-party trackers, and honour ' +
          'Do Not Track and Global Privacy Control: when your browser sends either, we record nothing.',
      },
      { heading: 'How long we keep it' },
      {
        paragraph:
          'Account data for as long as your account exists; financial records for the period the law requires; ' +
          'page-view counts in aggregate.',
      },
      { heading: 'Your rights' },
      {
        paragraph:
          'You may ask for a copy of your data, its correction or its deletion, and object to its use. You can update ' +
          'most details yourself from your dashboard.',
      },
    ],
  },
  copyrightnotice: {
    title: 'Copyright notice',
    summary: 'Artworks belong to the artists who made them.',
    body: [
      { heading: 'Artworks and images' },
      {
        paragraph:
          'Every artwork shown on this site, and every photograph of it, remains the property of the artist or ' +
          'photographer credited. Images are shown with their permission to promote their work and Open Studios.',
      },
      {
        paragraph:
          'Do not copy, download for reuse, print or publish any artwork image without the written permission of the ' +
          'artist. To ask, use the contact details on the artist’s profile.',
      },
      { heading: 'Site content' },
      {
        paragraph:
          'Texts, the Open Studios guide and the site design are copyright of the organisation. You may quote short ' +
          'passages with a link back to the page.',
      },
      { heading: 'Reporting a problem' },
      {
        paragraph:
          'If you believe something here infringes your rights, tell us through the contact address on the About ' +
          'page, naming the page and the work concerned, and we will review it promptly.',
      },
    ],
  },
}

/** The about section's landing page of a new site (`/about`): who the organisation is, in words staff then make their own. */
const ABOUT = {
  title: 'About us',
  slug: 'about-us',
  description: 'Who we are, what we do all year, and how artists, members and donors keep it going.',
  words: [
    {
      paragraph:
        'We are a community arts organisation run by and for artists. We bring the people who make art and the ' +
        'people who love it together, in the studios and streets where it is made.',
    },
    { heading: 'What we do' },
    {
      list: [
        'Open Studios: over a few weekends each year, hundreds of artists open their studios to everyone, free.',
        'The artist directory: painters, printmakers, sculptors, photographers, ceramicists and more, by name, medium and neighbourhood.',
        'Programs all year: residencies, classes, talks and the members’ exhibition.',
        'Support for artists: resources, advice and a membership that carries their work further.',
      ],
    },
    { heading: 'Who we are' },
    {
      paragraph:
        'Our members elect a board of working artists and neighbours; a small staff and many volunteers run the ' +
        'programs, print the guide and put the signs on the studio doors.',
    },
    { heading: 'How it is paid for' },
    {
      paragraph:
        'Artists’ registration fees, art lovers’ memberships and gifts from people and organisations who believe ' +
        'art belongs in every neighbourhood. Every gift keeps Open Studios free for visitors.',
    },
    { heading: 'Take part' },
    {
      paragraph:
        'Visit the studios, join as an art lover or as an artist, come to a class or give: each of them keeps the ' +
        'studio doors open.',
    },
  ] satisfies Block[],
}

/**
 * Gives a new installation its fixed pages (home, artists, art lovers, donors;
 * published), its policies and its about page; never overwrites what staff
 * have edited.
 */
export async function seedFirstRunContent(payload: Payload): Promise<string[]> {
  const seeded: string[] = []
  const fixed = [
    ['home-page', HOME],
    ['artists-page', ARTISTS],
    ['art-lover-page', ART_LOVER],
    ['donors-page', DONORS],
  ] as const
  const freshHome = !(await payload.findGlobal({ slug: 'home-page', overrideAccess: true, draft: true })).heading
  for (const [slug, data] of fixed) {
    const page = await payload.findGlobal({ slug, overrideAccess: true, draft: true })
    if (page.heading) continue
    await payload.updateGlobal({ slug, overrideAccess: true, data: { ...data, _status: 'published' } })
    // A site that had a home page before these pages existed is not a fresh site (the caller adds demo data to one).
    if (freshHome) seeded.push(slug)
    else payload.logger.info(`Gave the existing site its ${slug} with the words it had in code`)
  }
  for (const [path, policy] of Object.entries(POLICIES) as [PolicyPath, (typeof POLICIES)[PolicyPath]][]) {
    const { totalDocs } = await payload.count({
      collection: 'policies',
      overrideAccess: true,
      where: { path: { equals: path } },
    })
    if (totalDocs === 0) {
      await payload.create({
        collection: 'policies',
        overrideAccess: true,
        data: { path, title: policy.title, summary: policy.summary, body: richText(policy.body) },
      })
      seeded.push(`/${path}`)
    }
  }
  // Only a new site gets the about page: on an older one, an about section staff left empty stays unlinked.
  if (freshHome && (await seedAboutPage(payload))) seeded.push('/about')
  return seeded
}

async function seedAboutPage(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'pages',
    overrideAccess: true,
    where: { section: { equals: 'about' } },
  })
  if (totalDocs > 0) return false
  await payload.create({
    collection: 'pages',
    overrideAccess: true,
    data: {
      title: ABOUT.title,
      slug: ABOUT.slug,
      section: 'about',
      aboutLanding: true,
      visibility: 'public',
      seo: { description: ABOUT.description },
      blocks: [{ blockType: 'richText', content: richText(ABOUT.words) }],
      _status: 'published',
    },
  })
  return true
}

/**
 * Gives the home page's hero a picture when it has none (a demo site, once its
 * artworks exist), published; a picture staff chose or removed in a draft is
 * left alone.
 */
export async function pictureTheHomePage(payload: Payload, picture: CreditedPicture | null): Promise<boolean> {
  if (!picture) return false
  const latest = await payload.findGlobal({ slug: 'home-page', overrideAccess: true, draft: true, depth: 0 })
  if (latest.picture || latest._status !== 'published') return false
  await payload.updateGlobal({
    slug: 'home-page',
    overrideAccess: true,
    data: { picture: picture.image, pictureCredit: picture.credit, _status: 'published' },
  })
  return true
}

type DemoProgram = {
  title: string
  slug: string
  kind: ProgramKind
  summary: string
  words: Block[]
  action: { heading: string; text: string; label: string; link: string }
}

/** What a demo site's programs say: the kinds of programs arts organisations run, in their words. */
const DEMO_PROGRAMS: DemoProgram[] = [
  {
    title: 'Studio residency',
    slug: 'studio-residency',
    kind: 'residency',
    summary: 'Three months in a shared studio by the harbour, with a stipend, a mentor and an open studio at the end.',
    words: [
      { heading: 'Time and space to make work' },
      {
        paragraph:
          'Each season two artists working in the city get a studio, a monthly stipend and a mentor from our ' +
          'members. The residency ends with an open studio weekend, when visitors see what was made.',
      },
      { list: ['A private studio for three months', 'A stipend and a materials budget', 'An open studio to close'] },
    ],
    action: {
      heading: 'Applications open every spring',
      text: 'Artist members hear first, with the dates and what to send.',
      label: 'Become an artist member',
      link: '/artists',
    },
  },
  {
    title: 'Saturday drawing classes',
    slug: 'saturday-drawing-classes',
    kind: 'class',
    summary: 'Drawing from life with working artists, every Saturday morning, for beginners and returners alike.',
    words: [
      { heading: 'Draw with an artist beside you' },
      {
        paragraph:
          'Our artists take turns leading a two-hour class in their studio: a model, a still life or the street ' +
          'outside. Paper and charcoal are provided; bring what you like to work with.',
      },
      { list: ['Saturdays, 10 to 12', 'All levels welcome', 'Art lover members pay less'] },
    ],
    action: {
      heading: 'Join as an art lover',
      text: 'Members pay less for every class and hear of new ones first.',
      label: 'Become an art lover',
      link: '/artlover',
    },
  },
  {
    title: 'Members’ winter exhibition',
    slug: 'members-winter-exhibition',
    kind: 'exhibition',
    summary: 'One work from each member artist, hung together for six weeks every winter, free to visit.',
    words: [
      { heading: 'The whole membership on one wall' },
      {
        paragraph:
          'Every winter each artist member may show one work in our gallery. It is the one time of the year when ' +
          'painters, printmakers, sculptors and photographers from every neighbourhood hang side by side.',
      },
    ],
    action: {
      heading: 'Meet the artists first',
      text: 'Browse the directory for the artists you will see on the wall.',
      label: 'Browse artists',
      link: '/artists',
    },
  },
]

/**
 * A demo site's programs (`/programs`), published, with featured artworks'
 * pictures when there are some; nothing when any program page exists.
 */
export async function seedDemoPrograms(payload: Payload, pictures: readonly CreditedPicture[]): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'pages',
    overrideAccess: true,
    where: { section: { equals: 'programs' } },
  })
  if (totalDocs > 0) return 0
  for (const [index, program] of DEMO_PROGRAMS.entries()) {
    await payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: {
        title: program.title,
        slug: program.slug,
        section: 'programs',
        visibility: 'public',
        program: { kind: program.kind, summary: program.summary, picture: pictures[index]?.image ?? null },
        blocks: [
          { blockType: 'richText', content: richText(program.words) },
          {
            blockType: 'callToAction',
            heading: program.action.heading,
            text: program.action.text,
            buttons: [{ label: program.action.label, link: program.action.link }],
          },
        ],
        _status: 'published',
      },
    })
  }
  return DEMO_PROGRAMS.length
}
