import type { Payload } from 'payload'

import { artistsSitemapPaths, SITEMAP_KINDS, sitemapCounts, sitemapRows, type SitemapKind } from '@/domains/artists'
import { pageSitemap } from '@/domains/content'
import { eventsSitemap } from '@/domains/events'
import { newslettersSitemap } from '@/domains/mailings'
import { planPagePaths } from '@/domains/membership'
import { config } from '@/platform/config'
import {
  SITEMAP_INDEX_FILE,
  SITEMAP_LIMIT,
  SITEMAPS_PATH,
  sitemapIndexResponse,
  urlsetResponse,
  type SitemapEntry,
} from '@/platform/http/sitemap'

/**
 * `/sitemap.xml` (rewritten to `/sitemaps/index.xml`) and its files (decision 069):
 * `pages-1.xml` the site's own pages — the artists' fixed pages, the calendar and its
 * events, the plan pages, the published content pages, the sent newsletters' web versions,
 * a few hundred addresses —, then
 * `artists-{n}.xml` and `artworks-{n}.xml`, at most `SITEMAP_LIMIT` addresses each, read
 * by id with one set-based query per file.
 */
const site = () => config().PUBLIC_URL.replace(/\/+$/, '')

async function pageEntries(payload: Payload): Promise<SitemapEntry[]> {
  const [events, plans, pages, newsletters] = await Promise.all([
    eventsSitemap(),
    planPagePaths(payload),
    pageSitemap(payload),
    newslettersSitemap(payload),
  ])
  return [
    ...artistsSitemapPaths().map((path) => ({ url: `${site()}${path}` })),
    ...events.map((event) => ({ url: event.url, lastModified: event.lastModified?.toString() })),
    ...plans.map((path) => ({ url: `${site()}${path}` })),
    ...pages.map((page) => ({ url: `${site()}${page.path}`, lastModified: page.lastModified })),
    { url: `${site()}/newsletters` },
    ...newsletters.map((newsletter) => ({ url: `${site()}${newsletter.path}`, lastModified: newsletter.lastModified })),
  ].slice(0, SITEMAP_LIMIT)
}

const fileAddress = (name: string) => ({ url: `${site()}${SITEMAPS_PATH}/${name}` })

/** The answer for one file of `/sitemaps/`; 404 for a name that is not one of them. */
export async function sitemapFileResponse(payload: Payload, file: string): Promise<Response> {
  const counts = await sitemapCounts(payload)
  if (file === SITEMAP_INDEX_FILE) {
    return sitemapIndexResponse([
      fileAddress('pages-1.xml'),
      ...SITEMAP_KINDS.flatMap((kind) =>
        Array.from({ length: Math.ceil(counts[kind] / SITEMAP_LIMIT) }, (_, n) => fileAddress(`${kind}-${n + 1}.xml`)),
      ),
    ])
  }
  if (file === 'pages-1.xml') return urlsetResponse(await pageEntries(payload))
  const [, kind, number] = /^([a-z]+)-([1-9][0-9]{0,5})\.xml$/.exec(file) ?? []
  if (kind && (SITEMAP_KINDS as string[]).includes(kind)) {
    const page = Number(number)
    if (page <= Math.ceil(counts[kind as SitemapKind] / SITEMAP_LIMIT)) {
      const rows = await sitemapRows(payload, kind as SitemapKind, page, SITEMAP_LIMIT)
      return urlsetResponse(rows.map((row) => ({ url: `${site()}${row.path}`, lastModified: row.updatedAt })))
    }
  }
  return new Response(`There is no sitemap file ${file.slice(0, 100)}.`, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
}
