/**
 * The sitemap protocol (sitemaps.org): an index at `/sitemap.xml` naming files of at
 * most 50,000 addresses each (decision 069). The files are written out as a stream of
 * chunks, so a file of 50,000 addresses is never one string in memory.
 */

/** The protocol's most addresses in one file. */
export const SITEMAP_LIMIT = 50_000

/** Where the index and its files are answered; `/sitemap.xml` is rewritten to the index by the proxy. */
export const SITEMAPS_PATH = '/sitemaps'
export const SITEMAP_INDEX_FILE = 'index.xml'

export type SitemapEntry = { url: string; lastModified?: string | null }

/** The path the proxy answers `/sitemap.xml` from, or undefined for any other path. */
export function sitemapRewrite(pathname: string): string | undefined {
  return pathname === '/sitemap.xml' ? `${SITEMAPS_PATH}/${SITEMAP_INDEX_FILE}` : undefined
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'
/** Addresses written per chunk of the stream. */
const CHUNK = 1_000

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = entry.lastModified
    ? `<lastmod>${escapeXml(new Date(entry.lastModified).toISOString())}</lastmod>`
    : ''
  return `<${tag}><loc>${escapeXml(entry.url)}</loc>${lastmod}</${tag}>\n`
}

function streamed(tag: 'url' | 'sitemap', entries: readonly SitemapEntry[]): Response {
  const root = tag === 'url' ? 'urlset' : 'sitemapindex'
  if (entries.length > SITEMAP_LIMIT) {
    throw new Error(`A sitemap file holds at most ${SITEMAP_LIMIT} addresses; ${entries.length} were given.`)
  }
  let next = 0
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${HEADER}<${root} ${NAMESPACE}>\n`))
    },
    pull(controller) {
      if (next >= entries.length) {
        controller.enqueue(encoder.encode(`</${root}>\n`))
        controller.close()
        return
      }
      const chunk = entries.slice(next, next + CHUNK)
      next += chunk.length
      controller.enqueue(encoder.encode(chunk.map((entry) => entryXml(tag, entry)).join('')))
    },
  })
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}

/** A sitemap file: `<urlset>` of at most `SITEMAP_LIMIT` addresses. */
export const urlsetResponse = (entries: readonly SitemapEntry[]) => streamed('url', entries)

/** The index: `<sitemapindex>` naming each file by its absolute address. */
export const sitemapIndexResponse = (files: readonly SitemapEntry[]) => streamed('sitemap', files)
