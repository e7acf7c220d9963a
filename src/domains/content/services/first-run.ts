import type { Payload } from 'payload'

import type { PolicyPath } from '../collections/Policies'
import { richText, type Block } from './rich-text'

const HOME = {
  heading: 'Open studios, open city',
  introduction:
    'Every autumn hundreds of artists open their studios to the public across the city’s neighbourhoods. ' +
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

/** Gives a new installation a home page and its policies; never overwrites what staff have edited. */
export async function seedFirstRunContent(payload: Payload): Promise<string[]> {
  const seeded: string[] = []
  const home = await payload.findGlobal({ slug: 'home-page', overrideAccess: true })
  if (!home.heading) {
    await payload.updateGlobal({ slug: 'home-page', overrideAccess: true, data: HOME })
    seeded.push('home page')
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
  return seeded
}
