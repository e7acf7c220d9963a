import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import type { ArtistProfile, Artwork } from '@/payload-types'

import { artworkShown } from './page-views'

const payload = { logger: { warn: () => undefined, error: () => undefined } } as unknown as Payload

const artist = { id: 7, slug: 'ana-lee', displayName: 'Ana Lee' } as ArtistProfile
const artwork = {
  id: 31,
  slug: 'blue-bowl',
  title: 'Blue bowl',
  artist,
  images: [{ image: { id: 4, url: '/files/bowl.jpg', alt: '' } }],
  year: 2024,
  medium: { id: 2, name: 'Ceramics', slug: 'ceramics' },
  dimensions: { height: 10, width: 20, unit: 'cm' },
  price: 120.5,
  priceOnRequest: false,
  availability: 'available',
  description: 'Thrown and glazed.',
  tags: ['bowl'],
} as unknown as Artwork

describe('an artwork as its page and its page data show it', () => {
  it('names the artist by their page, prices in words, and never a picture without alt text', () => {
    const shown = artworkShown(payload, { artwork, artist })
    expect(shown).toMatchObject({
      path: '/art/blue-bowl',
      title: 'Blue bowl',
      artist: { displayName: 'Ana Lee', href: '/artist/ana-lee' },
      medium: { name: 'Ceramics', slug: 'ceramics' },
      price: '$120.50',
      availability: 'Available',
      tags: ['bowl'],
      images: [],
    })
    expect(JSON.stringify(shown)).not.toContain('owner')
  })

  it('says "Price on request" when the artist asks so', () => {
    expect(artworkShown(payload, { artwork: { ...artwork, priceOnRequest: true }, artist }).price).toBe(
      'Price on request',
    )
  })
})
