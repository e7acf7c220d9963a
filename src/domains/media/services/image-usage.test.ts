import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { imageReferences, inUseProblem, richTextShowsImage, valuesAt, type ImageUse } from './image-usage'

// The shapes of Payload's flattened fields that matter here.
const fields = [
  { name: 'title', type: 'text' },
  { name: 'portrait', type: 'upload', relationTo: 'images' },
  { name: 'owner', type: 'relationship', relationTo: 'users' },
  { name: 'statement', label: 'Artist statement', type: 'richText' },
  { name: 'gallery', type: 'array', flattenedFields: [{ name: 'image', type: 'upload', relationTo: 'images' }] },
  {
    name: 'seo',
    type: 'group',
    flattenedFields: [{ name: 'share', type: 'relationship', relationTo: ['images', 'users'] }],
  },
  {
    name: 'layout',
    type: 'blocks',
    blocks: [
      { slug: 'hero', flattenedFields: [{ name: 'background', type: 'upload', relationTo: 'images' }] },
      { slug: 'text', flattenedFields: [{ name: 'copy', type: 'text' }] },
    ],
  },
] as unknown as FlattenedField[]

describe('where images can be referenced', () => {
  it('finds uploads, relationships, rich text and the fields inside arrays, groups and blocks', () => {
    expect(imageReferences(fields)).toEqual([
      { path: 'portrait', label: 'Portrait', kind: 'relation' },
      { path: 'statement', label: 'Artist statement', kind: 'rich-text' },
      { path: 'gallery.image', label: 'Gallery › Image', kind: 'relation' },
      { path: 'seo.share', label: 'Seo › Share', kind: 'polymorphic' },
      { path: 'layout.background', label: 'Layout › Background', kind: 'relation' },
    ])
  })

  it('reads values through arrays and blocks', () => {
    const doc = { gallery: [{ image: 4 }, { image: 5 }], layout: [{ background: 9 }, { copy: 'hi' }] }
    expect(valuesAt(doc, 'gallery.image')).toEqual([4, 5])
    expect(valuesAt(doc, 'layout.background')).toEqual([9])
    expect(valuesAt(doc, 'portrait')).toEqual([])
  })

  it('finds an upload node of this image at any depth of a rich-text document, and no other', () => {
    const body = {
      root: {
        children: [
          { type: 'paragraph', children: [{ type: 'text', text: 'see 12' }] },
          {
            type: 'list',
            children: [{ type: 'listitem', children: [{ type: 'upload', relationTo: 'images', value: 12 }] }],
          },
          { type: 'relationship', relationTo: 'policies', value: 7 },
        ],
      },
    }
    expect(richTextShowsImage(body, 12)).toBe(true)
    expect(richTextShowsImage(body, '12')).toBe(true)
    expect(richTextShowsImage(body, 7)).toBe(false)
    expect(
      richTextShowsImage({ root: { children: [{ type: 'upload', relationTo: 'images', value: { id: 3 } }] } }, 3),
    ).toBe(true)
    expect(richTextShowsImage(null, 1)).toBe(false)
  })
})

describe('why an image in use cannot be deleted', () => {
  const use = (title: string): ImageUse => ({
    entity: 'collection',
    slug: 'policies',
    where: 'Policy',
    id: 1,
    title,
    field: 'Body',
  })

  it('says nothing when it is unused, and names up to three places otherwise', () => {
    expect(inUseProblem([])).toBeUndefined()
    expect(inUseProblem([use('Privacy')])).toBe(
      'This image is in use (Policy “Privacy”): remove it there first, then delete it.',
    )
    expect(
      inUseProblem([
        use('A'),
        use('B'),
        use('C'),
        use('D'),
        { entity: 'global', slug: 'home-page', where: 'Home page', title: 'Home page', field: 'Hero' },
      ]),
    ).toBe(
      'This image is in use (Policy “A”, Policy “B”, Policy “C” and 2 more): remove it there first, then delete it.',
    )
  })
})
