import type { Payload } from 'payload'

import { escapeHtml } from '@/platform/mail/templates'

import { cardOf, PROVIDER, type EmbeddedKind, type Settings } from './oembed'

/**
 * `/embed/card/{kind}/{key}`, the page an oEmbed `<iframe>` shows (decision
 * 110): the public page's picture, title and a line, linking to the page in a
 * new tab. Plain HTML with its styles inline, no script; the only address
 * any site may frame (`frame-ancestors *`, set by the server for this path).
 */

const KINDS: readonly EmbeddedKind[] = ['artist', 'artwork', 'event']

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;color:#1f1b16;background:#fff}
a{color:#8a3b12;font-weight:600}a:focus-visible{outline:3px solid #8a3b12;outline-offset:2px}
article{display:flex;gap:1rem;padding:1rem;align-items:flex-start;flex-wrap:wrap}
img{width:10rem;max-width:100%;aspect-ratio:1;object-fit:cover;border-radius:6px}
h1{font-size:1.2rem;margin:0 0 .25rem}p{margin:.25rem 0}.from{color:#4f473d;font-size:.85rem}`

function page(status: number, title: string, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<meta name="robots" content="noindex"><style>${STYLE}</style></head><body>${body}</body></html>`
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': status === 200 ? 'public, max-age=300' : 'no-cache',
    },
  })
}

export async function cardResponse(payload: Payload, kind: string, key: string, settings: Settings): Promise<Response> {
  const known = KINDS.find((item) => item === kind)
  const card = known ? await cardOf(payload, { kind: known, key }, settings) : null
  if (!card) return page(404, 'Not found', '<main><p>There is no public page here.</p></main>')
  const picture = card.picture
    ? `<img src="${escapeHtml(card.picture.url)}" alt="${escapeHtml(card.picture.alt)}">`
    : ''
  const url = escapeHtml(card.url)
  return page(
    200,
    `${card.title} on ${PROVIDER}`,
    `<main><article>${picture}<div><h1><a href="${url}" target="_blank" rel="noopener">${escapeHtml(card.title)}</a></h1>
<p>${escapeHtml(card.line)}</p><p class="from">On <a href="${escapeHtml(new URL('/', settings.publicUrl).toString())}" target="_blank" rel="noopener">${PROVIDER}</a></p></div></article></main>`,
  )
}
