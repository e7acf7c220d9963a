import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { richText, type Block } from '@/platform/rich-text'

import type { ContentBlock } from './ContentBlocks'

/** Words as the rich-text editor stores them. */
const words = (blocks: Block[]) => richText(blocks) as unknown as SerializedEditorState

/** The records the test page's data blocks show, by id (made by the browser test). */
export type BlockFixtureIds = {
  image?: number
  pictures?: number[]
  selection?: number
  medium?: number
  artworks?: number[]
  campaign?: number
  plan?: number
}

const id = (value: string | string[] | undefined) => {
  const text = Array.isArray(value) ? value[0] : value
  return text && /^\d{1,10}$/.test(text) ? Number(text) : undefined
}
const ids = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',').flatMap((part) => id(part) ?? []) ?? []

/** The ids from the test page's address (`?image=1&pictures=2,3&…`). */
export function blockFixtureIds(params: Record<string, string | string[] | undefined>): BlockFixtureIds {
  return {
    image: id(params.image),
    pictures: ids(params.pictures),
    selection: id(params.selection),
    medium: id(params.medium),
    artworks: ids(params.artworks),
    campaign: id(params.campaign),
    plan: id(params.plan),
  }
}

/**
 * One of every block, as Payload would store them, for the test page that
 * draws them all (`/testing/blocks`, only with TEST_ROUTES): the blocks
 * that show records take them from `records`.
 */
export function everyBlock(records: BlockFixtureIds): ContentBlock[] {
  return [
    {
      blockType: 'richText',
      id: 'rich-text',
      content: words([
        { heading: 'A season of open doors' },
        { paragraph: 'Every autumn, artists across the city open their studios to visitors.' },
        { list: ['Meet the artists', 'See work in progress', 'Buy directly from the maker'] },
      ]),
    },
    {
      blockType: 'image',
      id: 'image',
      image: records.image ?? null,
      caption: 'The print studio at Pier 70, early morning.',
      credit: 'Photo: Ana Ruiz',
      width: 'wide',
    },
    {
      blockType: 'gallery',
      id: 'gallery',
      heading: 'From last year’s weekends',
      pictures: (records.pictures ?? []).map((image, index) => ({
        id: `picture-${index}`,
        image,
        caption: `Studio visit ${index + 1}`,
      })),
    },
    {
      blockType: 'callToAction',
      id: 'call-to-action',
      heading: 'Become a member',
      text: 'Members keep the studios open: join for a year of openings, talks and first looks.',
      buttons: [
        { id: 'join', label: 'Join now', link: '/artlovermembership' },
        { id: 'more', label: 'Read about us', link: 'https://example.org/about' },
      ],
    },
    {
      blockType: 'columns',
      id: 'columns',
      columns: [
        { id: 'one', heading: 'Visit', content: words([{ paragraph: 'Studios are open 11 to 5, free.' }]) },
        { id: 'two', heading: 'Meet', content: words([{ paragraph: 'Artists talk about their work.' }]) },
        { id: 'three', heading: 'Buy', content: words([{ paragraph: 'Buy from the artist, no fees.' }]) },
      ],
    },
    {
      blockType: 'faq',
      id: 'faq',
      heading: 'Questions visitors ask',
      questions: [
        {
          id: 'q1',
          question: 'Is Open Studios free?',
          answer: words([{ paragraph: 'Yes: every studio is free to visit, no ticket needed.' }]),
        },
        {
          id: 'q2',
          question: 'Can I bring children?',
          answer: words([{ paragraph: 'Of course. Some studios have activities for them.' }]),
        },
      ],
    },
    {
      blockType: 'quote',
      id: 'quote',
      quote: 'Opening my studio changed how I see my own work.',
      name: 'Ana Ruiz',
      role: 'Printmaker, Dogpatch',
    },
    {
      blockType: 'videoEmbed',
      id: 'video',
      address: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30s',
      title: 'A morning in the print studio',
      poster: records.image ?? null,
      caption: 'Three minutes with the printmakers of Pier 70.',
    },
    {
      blockType: 'artistGrid',
      id: 'artist-grid',
      heading: 'Artists to meet',
      source: 'selection',
      selection: records.selection ?? null,
      limit: 8,
    },
    {
      blockType: 'artistGrid',
      id: 'artist-query',
      heading: 'Artists by medium',
      source: 'query',
      medium: records.medium ?? null,
      limit: 8,
    },
    {
      blockType: 'artworkGrid',
      id: 'artwork-grid',
      heading: 'Works to see',
      source: 'chosen',
      artworks: records.artworks ?? [],
      limit: 6,
    },
    { blockType: 'supportCard', id: 'campaign-card', kind: 'campaign', campaign: records.campaign ?? null },
    { blockType: 'supportCard', id: 'plan-card', kind: 'plan', plan: records.plan ?? null },
  ]
}
