import { describe, expect, it } from 'vitest'

import {
  artworkFormValues,
  artworkInputFrom,
  imageChoicesFrom,
  linkErrorsToRows,
  profileFormValues,
  profileInputFrom,
  profileStanding,
  tagsFromText,
  valuesOf,
} from './dashboard-forms'
import type { ArtistProfile, Artwork } from '@/payload-types'

import { statementFromText, statementToText } from './statement'

function form(entries: [string, string][]) {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('the profile form', () => {
  it('reads every field, the statement as paragraphs, and only the link rows with an address', () => {
    const { input, linkRows } = profileInputFrom(
      form([
        ['displayName', '  Elena Márquez '],
        ['bio', 'Painter of the bay.'],
        ['statement', 'One.\n\nTwo.'],
        ['mediums', '3'],
        ['mediums', '7'],
        ['mediums', 'x'],
        ['neighbourhood', '2'],
        ['studio.street', '12 Pier Road'],
        ['studio.city', 'Harbour City'],
        ['studio.postcode', ''],
        ['links.0.kind', 'website'],
        ['links.0.url', ''],
        ['links.1.kind', 'instagram'],
        ['links.1.url', 'https://instagram.com/elena'],
        ['links.2.kind', 'nonsense'],
        ['links.2.url', 'https://elena.example'],
        ['portrait', ''],
      ]),
    )
    expect(input).toMatchObject({
      displayName: 'Elena Márquez',
      bio: 'Painter of the bay.',
      mediums: [3, 7],
      neighbourhood: 2,
      studio: { street: '12 Pier Road', city: 'Harbour City', postcode: null },
      portrait: null,
      links: [
        { kind: 'instagram', url: 'https://instagram.com/elena', label: null },
        { kind: 'other', url: 'https://elena.example', label: null },
      ],
    })
    expect(statementToText(input.statement)).toBe('One.\n\nTwo.')
    expect(linkRows).toEqual([1, 2])
  })

  it('empties what was cleared', () => {
    const { input } = profileInputFrom(
      form([
        ['displayName', ''],
        ['statement', '  '],
      ]),
    )
    expect(input).toMatchObject({ displayName: '', bio: null, statement: null, mediums: [], neighbourhood: null })
  })

  it('puts a saved link’s error beside the row it came from', () => {
    expect(linkErrorsToRows({ 'links.0.url': 'Bad', 'links.1.kind': 'Odd', bio: 'Long' }, [2, 4])).toEqual({
      'links.2.url': 'Bad',
      'links.4.kind': 'Odd',
      bio: 'Long',
    })
  })

  it('keeps what was typed, to fill the form again', () => {
    expect(
      valuesOf(
        form([
          ['mediums', '1'],
          ['mediums', '2'],
          ['$ACTION_ID_x', ''],
          ['bio', 'Hi'],
        ]),
      ),
    ).toEqual({
      mediums: ['1', '2'],
      bio: ['Hi'],
    })
  })
})

describe('the artwork form', () => {
  it('reads an artwork with its size, price, tags and images in order', () => {
    const { input, fieldErrors } = artworkInputFrom(
      form([
        ['title', 'Blue bowl'],
        ['year', '2024'],
        ['medium', '4'],
        ['dimensions.height', '12.5'],
        ['dimensions.width', '30'],
        ['dimensions.depth', ''],
        ['dimensions.unit', 'in'],
        ['price', '1,250'],
        ['availability', 'sold'],
        ['description', 'Thrown and glazed.'],
        ['tags', 'blue, Bowl,  ,bowl'],
        ['status', 'published'],
        ['images', '9'],
        ['images', '5'],
        ['images', '9'],
      ]),
    )
    expect(fieldErrors).toEqual({})
    expect(input).toEqual({
      title: 'Blue bowl',
      year: 2024,
      medium: 4,
      dimensions: { height: 12.5, width: 30, depth: null, unit: 'in' },
      price: 1250,
      priceOnRequest: false,
      availability: 'sold',
      description: 'Thrown and glazed.',
      tags: ['blue', 'Bowl'],
      status: 'published',
      images: [{ image: 9 }, { image: 5 }],
    })
  })

  it('leaves the price out when it is on request, and reads an unknown status as a draft', () => {
    const { input } = artworkInputFrom(
      form([
        ['price', '300'],
        ['priceOnRequest', 'on'],
        ['status', 'shown'],
        ['availability', 'gone'],
      ]),
    )
    expect(input).toMatchObject({ price: null, priceOnRequest: true, status: 'draft', availability: 'available' })
  })

  it('says in words which number it could not read', () => {
    const { fieldErrors } = artworkInputFrom(
      form([
        ['year', 'last spring'],
        ['dimensions.width', 'wide'],
        ['price', 'lots'],
      ]),
    )
    expect(fieldErrors).toEqual({
      year: 'Give the year as four digits, like 2024.',
      'dimensions.width': 'Give the width as a number, like 40 or 40.5.',
      price: 'Give the price as a number of dollars, like 450.',
    })
  })

  it('refuses more images than an artwork holds', () => {
    const many = Array.from({ length: 13 }, (_, index): [string, string] => ['images', String(index + 1)])
    expect(artworkInputFrom(form(many)).fieldErrors.images).toBe('An artwork has at most 12 images.')
  })

  it('reads tags as comma-separated words, each once', () => {
    expect(tagsFromText('')).toEqual([])
    expect(tagsFromText('Sea, sea, sky ,')).toEqual(['Sea', 'sky'])
  })
})

describe('where a profile stands', () => {
  const draft = { status: 'draft', _status: 'draft', rejectionReason: null } as const
  const approved = { status: 'published', _status: 'published' } as const

  it('before the first approval', () => {
    expect(profileStanding(null, null).label).toBe('No profile yet')
    expect(profileStanding(draft, { status: 'draft', _status: 'draft' }).label).toBe('Draft')
    expect(profileStanding({ ...draft, status: 'pending' }, null)).toEqual({
      label: 'Submitted',
      detail: 'Submitted and waiting for staff to verify it.',
    })
    const rejected = profileStanding(
      { ...draft, status: 'rejected', rejectionReason: 'Add a photo of your work.' },
      null,
    )
    expect(rejected.label).toBe('Not approved')
    expect(rejected.detail).toContain('Staff did not approve it: Add a photo of your work.')
  })

  it('once published, with and without changes waiting', () => {
    expect(profileStanding({ ...approved, rejectionReason: null }, approved).label).toBe('Published')
    const changed = profileStanding(draft, approved)
    expect(changed.label).toBe('Published, changes not submitted')
    expect(changed.detail).toMatch(/^Published, with changes waiting for approval\./)
    expect(changed.detail).toContain('The approved version stays public meanwhile.')
    expect(profileStanding({ ...draft, status: 'pending' }, approved).label).toBe('Published, changes submitted')
  })

  it('hidden by staff', () => {
    expect(profileStanding(draft, { status: 'hidden', _status: 'published' }).label).toBe('Hidden by staff')
  })
})

describe('images carried across a refused save', () => {
  it('come back in order, with only addresses of this site', () => {
    const values = {
      images: ['4', '2'],
      'images.choice': [
        JSON.stringify({ id: 4, alt: 'Bowl', url: '/files/public/images/bowl.webp' }),
        JSON.stringify({ id: 2, alt: 'Jug', url: 'https://elsewhere.example/x.png' }),
        'not json',
      ],
    }
    expect(imageChoicesFrom(values, 'images')).toEqual([
      { id: 4, alt: 'Bowl', url: '/files/public/images/bowl.webp' },
      { id: 2, alt: 'Jug', url: null },
    ])
  })

  it('are none when the form posted none, and unknown before any post', () => {
    expect(imageChoicesFrom({ title: ['x'] }, 'images')).toBeNull()
    expect(imageChoicesFrom(undefined, 'images')).toBeNull()
  })
})

describe('saved work shown in the forms', () => {
  const post = (values: Record<string, string[]>) =>
    form(Object.entries(values).flatMap(([name, list]) => list.map((value): [string, string] => [name, value])))

  it('a profile comes back from its form as it was saved', () => {
    const saved = {
      id: 1,
      displayName: 'Ada Okafor',
      bio: 'Weaver.',
      statement: statementFromText('Thread.\n\nLoom.'),
      mediums: [2, { id: 5 }],
      neighbourhood: { id: 3 },
      studio: { street: '1 Mill Lane', city: 'Harbour City', postcode: 'HC1', latitude: 1, longitude: 2 },
      links: [{ kind: 'website', url: 'https://ada.example', label: 'Studio' }],
      portrait: 8,
    } as unknown as ArtistProfile
    const { input } = profileInputFrom(post(profileFormValues(saved)))
    expect(input).toMatchObject({
      displayName: 'Ada Okafor',
      bio: 'Weaver.',
      mediums: [2, 5],
      neighbourhood: 3,
      studio: { street: '1 Mill Lane', city: 'Harbour City', postcode: 'HC1' },
      links: [{ kind: 'website', url: 'https://ada.example', label: 'Studio' }],
      portrait: 8,
    })
    expect(statementToText(input.statement)).toBe('Thread.\n\nLoom.')
    expect(profileFormValues(null)).toEqual({})
  })

  it('an artwork comes back from its form as it was saved', () => {
    const saved = {
      id: 9,
      title: 'Tide',
      year: 2023,
      medium: 2,
      dimensions: { height: 50, width: 70, depth: null, unit: 'cm' },
      price: null,
      priceOnRequest: true,
      availability: 'not-for-sale',
      description: null,
      tags: ['sea', 'blue'],
      status: 'published',
      images: [{ image: 3 }, { image: { id: 1 } }],
    } as unknown as Artwork
    expect(artworkInputFrom(post(artworkFormValues(saved))).input).toEqual({
      title: 'Tide',
      year: 2023,
      medium: 2,
      dimensions: { height: 50, width: 70, depth: null, unit: 'cm' },
      price: null,
      priceOnRequest: true,
      availability: 'not-for-sale',
      description: null,
      tags: ['sea', 'blue'],
      status: 'published',
      images: [{ image: 3 }, { image: 1 }],
    })
  })
})
