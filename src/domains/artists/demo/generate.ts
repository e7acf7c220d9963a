import { seededRandom, type Random } from '@/platform/random'
import { slugify } from '@/platform/slugs'

import {
  FIRST_NAMES,
  LAST_NAMES,
  MATERIALS,
  MEDIUMS,
  NEIGHBOURHOODS,
  STREETS,
  SUBJECTS,
  TAGS,
  TITLE_FIRST,
  TITLE_SECOND,
} from './words'

export type DemoArtwork = {
  title: string
  year: number
  medium: string
  dimensions: { height: number; width: number; depth?: number; unit: 'cm' | 'in' }
  /** Whole dollars; absent when the price is on request. */
  price?: number
  availability: 'available' | 'sold' | 'not-for-sale'
  description: string
  tags: string[]
  /** Which of the generated pictures shows it (an index into the picture pool). */
  picture: number
}

export type DemoArtist = {
  displayName: string
  bio: string
  statement: string[]
  mediums: string[]
  neighbourhood: string
  studio: { street: string; city: string; postcode: string; lat: number; lng: number }
  website?: string
  artworks: DemoArtwork[]
}

export type DemoSize = { artists: number; artworks: number; pictures: number }

/** How many artworks each artist gets, so that together they make `total`: an even share, the rest spread. */
export function artworkCounts(artists: number, total: number): number[] {
  if (artists <= 0) return []
  const share = Math.floor(total / artists)
  const rest = total - share * artists
  return Array.from({ length: artists }, (_, index) => share + (index < rest ? 1 : 0))
}

function artwork(random: Random, mediums: readonly string[], picture: number, startYear: number): DemoArtwork {
  const medium = random.pick(mediums)
  const material = random.pick(MATERIALS[medium as keyof typeof MATERIALS] ?? ['mixed materials'])
  const unit = random.chance(0.8) ? 'cm' : 'in'
  const scale = unit === 'cm' ? 1 : 0.4
  const threeD = ['Sculpture', 'Ceramics', 'Glass', 'Woodworking', 'Jewelry', 'Installation'].includes(medium)
  const priced = random.chance(0.85)
  return {
    title: `${random.pick(TITLE_FIRST)} ${random.pick(TITLE_SECOND)}${random.chance(0.3) ? ` ${random.int(2, 12)}` : ''}`,
    year: random.int(startYear, 2026),
    medium,
    dimensions: {
      height: Math.round(random.int(15, 180) * scale),
      width: Math.round(random.int(15, 180) * scale),
      depth: threeD ? Math.round(random.int(5, 60) * scale) : undefined,
      unit,
    },
    price: priced
      ? random.pick([150, 300, 450, 800, 1200, 1800, 2500, 3800, 5200, 8000]) + random.int(0, 9) * 10
      : undefined,
    availability: random.chance(0.7) ? 'available' : random.chance(0.6) ? 'sold' : 'not-for-sale',
    description: `${material[0]!.toUpperCase()}${material.slice(1)}. Part of a body of work about ${random.pick(SUBJECTS)}.`,
    tags: random.some(TAGS, random.int(1, 3)),
    picture,
  }
}

/**
 * A city's worth of artists with their artworks, the same for the same seed.
 * Names repeat in a large set (there are only so many), so each artist's name
 * is made unique with a middle initial when needed.
 */
export function demoArtists(size: DemoSize, seed = 2026): DemoArtist[] {
  const random = seededRandom(seed)
  const counts = artworkCounts(size.artists, size.artworks)
  const seen = new Map<string, number>()
  // The pool's pictures in turn, so neighbouring artworks (an artist's, the next artist's) differ, each
  // round one further on, so two artists whose works came round to the same place still differ.
  let made = 0
  const nextPicture = () => {
    const n = made++
    return size.pictures > 0 ? (n + Math.floor(n / size.pictures)) % size.pictures : 0
  }
  return counts.map((count) => {
    let displayName = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`
    const times = seen.get(displayName) ?? 0
    seen.set(displayName, times + 1)
    if (times > 0) {
      const [first, last] = displayName.split(' ')
      displayName = `${first} ${String.fromCharCode(65 + (times % 26))}. ${last}${times >= 26 ? ` ${Math.floor(times / 26) + 1}` : ''}`
    }
    const mediums = random.some(MEDIUMS, random.int(1, 3))
    const place = random.pick(NEIGHBOURHOODS)
    const subject = random.pick(SUBJECTS)
    const material = random.pick(MATERIALS[mediums[0]!])
    const since = random.int(1985, 2022)
    return {
      displayName,
      bio: `${displayName} works in ${mediums.map((m) => m.toLowerCase()).join(' and ')} from a studio in ${place.name}, where they have worked since ${since}. Their recent work looks at ${subject}.`,
      statement: [
        `I make work about ${subject}. Most of it begins with ${material}, and with walking the streets around my studio in ${place.name}.`,
        `I am interested in what stays the same as the city changes: ${random.pick(SUBJECTS)}, and ${random.pick(SUBJECTS)}.`,
      ],
      mediums,
      neighbourhood: place.name,
      studio: {
        street: `${random.int(100, 2999)} ${random.pick(STREETS)}${random.chance(0.4) ? `, Studio ${random.int(1, 40)}` : ''}`,
        city: 'San Francisco',
        postcode: `941${String(random.int(0, 34)).padStart(2, '0')}`,
        lat: Number((place.lat + (random.next() - 0.5) * 0.012).toFixed(6)),
        lng: Number((place.lng + (random.next() - 0.5) * 0.012).toFixed(6)),
      },
      website: random.chance(0.6) ? `https://${slugify(displayName)}.example.org` : undefined,
      artworks: Array.from({ length: count }, () => artwork(random, mediums, nextPicture(), since)),
    }
  })
}
