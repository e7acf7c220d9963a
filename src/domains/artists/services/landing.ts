import type { Payload } from 'payload'

import { PUBLIC_PROFILE } from '../access'
import { FEATURED_SELECTION } from './selections'

/**
 * The content of the artists section kept in code until its editor
 * (`artistspageeditor`) comes (decision 027): the landing's intro and the
 * content pages at `/artists/{id}`.
 */

export const ARTISTS_LANDING = {
  heading: 'Artists',
  introduction:
    'Painters, printmakers, sculptors, photographers, ceramicists and more live and work across the city. ' +
    'Find them by name, by what they make, or by neighbourhood, and visit their studios during Open Studios.',
}

export type ContentPage = { title: string; summary: string; sections: { heading: string; paragraphs: string[] }[] }

export const ARTISTS_PAGES: Record<string, ContentPage> = {
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

/** Gives a new installation the empty featured selection `/artists` shows; never touches one that exists. */
export async function seedArtistsFirstRun(payload: Payload): Promise<string[]> {
  const { totalDocs } = await payload.count({
    collection: 'selections',
    overrideAccess: true,
    where: { slug: { equals: FEATURED_SELECTION } },
  })
  if (totalDocs > 0) return []
  await payload.create({
    collection: 'selections',
    overrideAccess: true,
    data: {
      title: 'Featured on home',
      slug: FEATURED_SELECTION,
      description: 'The artists and artworks featured on /artists.',
      items: [],
    },
  })
  return [`selection ${FEATURED_SELECTION}`]
}

/**
 * Fills an empty featured selection with the first public artists, so a demo
 * site's `/artists` shows some; a selection staff have filled is left alone.
 */
export async function featureArtistsWhenEmpty(payload: Payload, count: number): Promise<number> {
  const { docs } = await payload.find({
    collection: 'selections',
    overrideAccess: true,
    where: { slug: { equals: FEATURED_SELECTION } },
    depth: 0,
    limit: 1,
  })
  const featured = docs[0]
  if (!featured || (featured.items ?? []).length > 0) return 0
  const artists = await payload.find({
    collection: 'artist-profiles',
    overrideAccess: true,
    where: structuredClone(PUBLIC_PROFILE),
    sort: 'displayName',
    depth: 0,
    limit: count,
  })
  await payload.update({
    collection: 'selections',
    id: featured.id,
    overrideAccess: true,
    data: { items: artists.docs.map((artist) => ({ item: { relationTo: 'artist-profiles', value: artist.id } })) },
  })
  return artists.docs.length
}
