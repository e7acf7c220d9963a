import pg from 'pg'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import robots from '@/app/robots'
import { sitemapFileResponse } from '@/app/sitemaps'
import { SITEMAP_LIMIT } from '@/platform/http/sitemap'
import { writingOutsideRequests } from '@/platform/http/public-pages'

import { testPayload } from './payload'

/**
 * The sitemap at scale (decision 069): 1,200 artists with 50 artworks each, made with two
 * set-based inserts — more than 50,000 public addresses — are listed in an index of files
 * of at most 50,000 addresses, each public artist and artwork once, nothing that is not
 * public. Out of a Next request the data is read fresh (`writingOutsideRequests`).
 */

const ARTISTS = 1_200
const WORKS_EACH = 50

/** Which made rows are public: 4 artists in 50 are not (draft, pending, hidden, a draft version); 2 works in 25 are not. */
const artistIsPublic = (g: number) => ![0, 1, 2, 3].includes(g % 50)
const workIsPublic = (n: number) => ![0, 1].includes(n % 25)

let payload: Payload
let site: string

beforeAll(async () => {
  payload = await testPayload()
  site = (await import('@/platform/config')).config().PUBLIC_URL.replace(/\/+$/, '')
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  const started = Date.now()
  try {
    // The art search's triggers would refresh an artist per artwork: not what this test is about.
    await client.query(`BEGIN;
      SET LOCAL session_replication_role = replica;
      INSERT INTO artist_profiles (display_name, slug, status, _status)
        SELECT 'Artist ' || g, 'scale-artist-' || g,
          (CASE g % 50 WHEN 0 THEN 'draft' WHEN 1 THEN 'pending' WHEN 2 THEN 'hidden' ELSE 'published' END)::enum_artist_profiles_profile_status,
          (CASE g % 50 WHEN 3 THEN 'draft' ELSE 'published' END)::enum_artist_profiles_status
        FROM generate_series(1, ${ARTISTS}) g;
      INSERT INTO artworks (artist_id, title, slug, status)
        SELECT p.id, 'Work ' || n, p.slug || '-work-' || n,
          (CASE n % 25 WHEN 0 THEN 'draft' WHEN 1 THEN 'hidden' ELSE 'published' END)::enum_artworks_status
        FROM artist_profiles p, generate_series(1, ${WORKS_EACH}) n WHERE p.slug LIKE 'scale-artist-%';
      COMMIT;`)
  } finally {
    await client.end()
  }
  console.log(`Made ${ARTISTS} artists and ${ARTISTS * WORKS_EACH} artworks in ${Date.now() - started} ms`)
})

const read = (file: string) =>
  writingOutsideRequests(async () => {
    const response = await sitemapFileResponse(payload, file)
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() }
  })

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'

/** The addresses of a document, after checking it is exactly the protocol's XML: one entry a line, nothing else. */
function addresses(text: string, root: 'urlset' | 'sitemapindex'): string[] {
  const entry = root === 'urlset' ? 'url' : 'sitemap'
  expect(text.startsWith(`${HEADER}<${root} ${NAMESPACE}>\n`)).toBe(true)
  expect(text.endsWith(`</${root}>\n`)).toBe(true)
  const lines = text.split('\n').slice(2, -2)
  const shape = new RegExp(
    `^<${entry}><loc>(https?://[^<>&"']+)</loc>(?:<lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>)?</${entry}>$`,
  )
  return lines.map((line) => {
    const match = shape.exec(line)
    if (!match) throw new Error(`Not a sitemap entry: ${line}`)
    return match[1]!
  })
}

describe('the sitemap index and its files', () => {
  it('lists every public artist and artwork once, in files of at most 50,000, and nothing private', async () => {
    const started = Date.now()
    const index = await read('index.xml')
    expect(index.status).toBe(200)
    expect(index.type).toBe('application/xml; charset=utf-8')
    const files = addresses(index.text, 'sitemapindex')
    expect(files).toEqual([
      `${site}/sitemaps/pages-1.xml`,
      `${site}/sitemaps/artists-1.xml`,
      `${site}/sitemaps/artworks-1.xml`,
      `${site}/sitemaps/artworks-2.xml`,
    ])

    const listed: string[] = []
    for (const file of files) {
      const answer = await read(file.split('/').at(-1)!)
      expect(answer.status).toBe(200)
      const urls = addresses(answer.text, 'urlset')
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_LIMIT)
      listed.push(...urls)
    }
    expect(listed.length).toBeGreaterThan(SITEMAP_LIMIT)
    expect(new Set(listed).size).toBe(listed.length)

    const expectedArtists: string[] = []
    const expectedWorks: string[] = []
    for (let g = 1; g <= ARTISTS; g += 1) {
      if (!artistIsPublic(g)) continue
      expectedArtists.push(`${site}/artist/scale-artist-${g}`)
      for (let n = 1; n <= WORKS_EACH; n += 1) {
        if (workIsPublic(n)) expectedWorks.push(`${site}/art/scale-artist-${g}-work-${n}`)
      }
    }
    expect(listed.filter((url) => url.includes('/artist/scale-')).sort()).toEqual(expectedArtists.sort())
    expect(listed.filter((url) => url.includes('/art/scale-')).sort()).toEqual(expectedWorks.sort())
    // The site's own pages are in the first file.
    expect(listed).toContain(`${site}/`)
    expect(listed).toContain(`${site}/calendar`)
    console.log(`Read the index and ${files.length} files (${listed.length} addresses) in ${Date.now() - started} ms`)
  })

  it('answers 404 for a file there is not, and robots.txt names the index', async () => {
    expect((await read('artworks-3.xml')).status).toBe(404)
    expect((await read('artists-0.xml')).status).toBe(404)
    expect((await read('users-1.xml')).status).toBe(404)
    expect(robots().sitemap).toBe(`${site}/sitemap.xml`)
  })
})
