import { describe, expect, it } from 'vitest'

import { richText } from '@/platform/rich-text'

import { homeBlocksFromOldShape } from './home-migration'

const words = (value: unknown): string[] => {
  if (typeof value !== 'object' || value === null) return []
  const node = value as { text?: string; children?: unknown[]; root?: unknown; fields?: { url?: string } }
  return [
    ...(node.text ? [node.text] : []),
    ...(node.fields?.url ? [node.fields.url] : []),
    ...words(node.root),
    ...(node.children ?? []).flatMap(words),
  ]
}

describe('homeBlocksFromOldShape', () => {
  it('keeps every word of the highlights and the body, highlights first', () => {
    const body = richText([{ paragraph: 'We are a community arts organisation.' }])
    const blocks = homeBlocksFromOldShape({
      body,
      highlights: [
        { title: 'Find an artist', text: 'Browse the directory.', linkLabel: 'Browse artists', linkPath: '/artists' },
        { title: 'Support the arts', text: 'Gifts keep it free.', linkLabel: null, linkPath: null },
      ],
    })
    expect(blocks.map((block) => block.blockType)).toEqual(['richText', 'richText'])
    expect(words(blocks[0]!.content)).toEqual([
      'Find an artist',
      'Browse the directory.',
      '/artists',
      'Browse artists →',
      'Support the arts',
      'Gifts keep it free.',
    ])
    expect(blocks[1]!.content).toEqual(body)
  })

  it('makes no block of what was empty', () => {
    expect(homeBlocksFromOldShape({ body: null, highlights: [] })).toEqual([])
    expect(homeBlocksFromOldShape({ body: richText([]), highlights: null })).toEqual([])
  })
})
