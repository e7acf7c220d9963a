import type { NextRequest } from 'next/server'

import { escapeHtml } from '@/platform/mail'
import { requestPerson } from '@/platform/payload'
import { config } from '@/platform/config'

import { ORGANISATION_NAME, receiptFileName, receiptView } from './services/receipt'
import { openOrder, receiptSource } from './services/receipt-access'
import { receiptPdf } from './services/receipt-pdf'

/**
 * `GET /shop/orders/{number}/receipt.pdf` (the thin route under
 * `src/app/(frontend)/shop/orders/[number]/receipt.pdf/`): the receipt as a
 * PDF, to the same people as its page — the buyer, staff, or anyone with the
 * guest key (`?key=`) — and the site's 404 wording to everyone else. Private
 * and never stored by a cache; no referrer leaves with the key.
 */
export async function receiptPdfResponse(request: NextRequest, number: string): Promise<Response> {
  const { payload, person } = await requestPerson()
  const opened = await openOrder(payload, person, number, request.nextUrl.searchParams.get('key') ?? undefined)
  if (!opened) return notFound(request.nextUrl.pathname)
  const view = receiptView(await receiptSource(payload, opened.order), { timeZone: config().TIMEZONE })
  const pdf = await receiptPdf(view, { organisation: ORGANISATION_NAME })
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${receiptFileName(view.number)}"`,
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
    },
  })
}

/** What the site's 404 page says, for a file address that has no page to render. */
function notFound(path: string): Response {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Page Not Found</title></head>` +
    `<body><main><h1>Page not found: ${escapeHtml(path)}</h1><p><a href="/">Home</a></p></main></body></html>`
  return new Response(html, {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' },
  })
}
