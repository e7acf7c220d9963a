import { describe, expect, it } from 'vitest'

import { artworkCounts, demoArtists } from './generate'
import { seededRandom } from '@/platform/random'

describe('demo data', () => {
  it('is the same for the same seed and different for another', () => {
    const size = { artists: 20, artworks: 60, pictures: 10 }
    expect(demoArtists(size, 7)).toEqual(demoArtists(size, 7))
    expect(demoArtists(size, 7)).not.toEqual(demoArtists(size, 8))
  })

  it('shares the artworks out so they add up', () => {
    expect(artworkCounts(3, 10)).toEqual([4, 3, 3])
    expect(artworkCounts(4, 2)).toEqual([1, 1, 0, 0])
    expect(artworkCounts(0, 5)).toEqual([])
    const artists = demoArtists({ artists: 300, artworks: 3000, pictures: 50 })
    expect(artists.flatMap((artist) => artist.artworks)).toHaveLength(3000)
  })

  it('gives every artist a distinct name, a studio in its neighbourhood and artworks in their mediums', () => {
    const artists = demoArtists({ artists: 2000, artworks: 4000, pictures: 40 })
    expect(new Set(artists.map((artist) => artist.displayName)).size).toBe(2000)
    for (const artist of artists) {
      expect(artist.mediums.length).toBeGreaterThan(0)
      expect(artist.studio.lat).toBeGreaterThan(37.7)
      expect(artist.studio.lng).toBeLessThan(-122.35)
      for (const work of artist.artworks) {
        expect(artist.mediums).toContain(work.medium)
        expect(work.picture).toBeGreaterThanOrEqual(0)
        expect(work.picture).toBeLessThan(40)
      }
    }
  })

  it("shows the pool's pictures in turn: no artist repeats one, and neighbours do not share their first", () => {
    const artists = demoArtists({ artists: 24, artworks: 96, pictures: 12 })
    for (const artist of artists) {
      const pictures = artist.artworks.map((work) => work.picture)
      expect(new Set(pictures).size).toBe(pictures.length)
    }
    const firsts = artists.map((artist) => artist.artworks[0]!.picture)
    for (let i = 1; i < firsts.length; i += 1) expect(firsts[i]).not.toBe(firsts[i - 1])
    expect(new Set(artists.flatMap((artist) => artist.artworks.map((work) => work.picture))).size).toBe(12)
  })

  it('draws random numbers in range', () => {
    const random = seededRandom(1)
    for (let i = 0; i < 1000; i += 1) {
      const n = random.int(2, 5)
      expect(n).toBeGreaterThanOrEqual(2)
      expect(n).toBeLessThanOrEqual(5)
    }
    expect(random.some([1, 2, 3], 5).sort()).toEqual([1, 2, 3])
  })
})
