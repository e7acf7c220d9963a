import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { gunzipSync, gzipSync } from 'node:zlib'

import { AWAKE_EVENT, WAKE_AT_ONCE, WAKE_IF_STORED, WAKE_IN_VIEW } from '../client/awake'

/**
 * Decision 117: a visitor's public page loads Next's and React's scripts on
 * the first touch (a press, a key, a scroll, the mouse moved), not while it
 * loads. The page works without them (a rule of the product), and a reader who
 * never touches it never pays for the framework on a slow phone. A press on a
 * button or a form's submit button is held and replayed once React is live, so
 * what React adds to it (a form sent in place) is not skipped. A box ticks at
 * once, and is ticked again through React once it is live (a filter applied as
 * ticked). A link, a radio button and a text field do what they do without it.
 */

const FRAMEWORK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g
/** Next's own early fetch of a framework chunk, which would compete with the page's pictures and fonts. */
const FRAMEWORK_PRELOAD = /<link rel="preload" as="script"[^>]*href="\/_next\/static\/[^"]+\.js"[^>]*\/>/g

/**
 * The page's HTML with its framework scripts taken out, and one small inline
 * script that fetches them once the page has loaded and the browser is idle,
 * and runs them on the first touch. `null` when the page has no framework script to defer.
 */
export function deferFrameworkScripts(html: string): string | null {
  const sources: string[] = []
  const stripped = html
    .replace(FRAMEWORK_SCRIPT, (_tag, source: string) => {
      sources.push(source)
      return ''
    })
    .replace(FRAMEWORK_PRELOAD, '')
  if (sources.length === 0) return null
  const head = stripped.indexOf('</head>')
  if (head < 0) return null
  return `${stripped.slice(0, head)}<script>${wakeScript(sources)}</script>${stripped.slice(head)}`
}

/** How long a held press waits for React before the browser is let answer it alone. */
const REPLAY_WAIT_MS = 8000

/**
 * The inline loader, as plain ES2017 with no imports: it runs before any
 * bundle. Touch events are listened for passively, so scrolling never waits.
 */
export function wakeScript(sources: string[]): string {
  return `(()=>{const s=${JSON.stringify(sources)},o={capture:!0,passive:!0},t=["pointerdown","mousemove","keydown","touchstart","focusin","wheel","scroll"];let w=!1,a=!1,h=null,c=null;
const live=()=>{a=!0;const p=h;h=null;if(!p||!p.isConnected)return;if(c!==null)p.checked=!c;c=null;p.click()};
const wake=()=>{if(w)return;w=!0;t.forEach(e=>removeEventListener(e,wake,o));for(const u of s){const e=document.createElement("script");e.src=u;e.async=!0;document.head.appendChild(e)}setTimeout(live,${REPLAY_WAIT_MS})};
t.forEach(e=>addEventListener(e,wake,o));addEventListener(${JSON.stringify(AWAKE_EVENT)},live);
const warm=()=>{if(!w)for(const u of s){const l=document.createElement("link");l.rel="prefetch";l.as="script";l.href=u;document.head.appendChild(l)}};
addEventListener("load",()=>(self.requestIdleCallback||setTimeout)(warm));
document.addEventListener("click",e=>{if(a)return;const b=e.target instanceof Element&&e.target.closest('button,input[type=checkbox],input[type=submit],input[type=image],[role=button],[role=tab],[role=switch],[role=menuitem],[role=option]');if(!b)return;h=b;wake();if(b instanceof HTMLInputElement&&b.type==="checkbox"){c=b.checked;return}c=null;e.preventDefault();e.stopImmediatePropagation()},!0);
const marked=()=>{if(document.querySelector("[${WAKE_AT_ONCE}]"))return wake();for(const e of document.querySelectorAll("[${WAKE_IF_STORED}]"))try{const k=e.getAttribute("${WAKE_IF_STORED}");if(localStorage.getItem(k)||sessionStorage.getItem(k))return wake()}catch{}
for(const e of document.querySelectorAll("[${WAKE_IN_VIEW}]"))new IntersectionObserver((s,v)=>{if(s.some(n=>n.isIntersecting)){v.disconnect();wake()}},{rootMargin:e.getAttribute("${WAKE_IN_VIEW}")}).observe(e)};
document.readyState==="loading"?document.addEventListener("DOMContentLoaded",marked):marked()})()`
}

/**
 * Whether this request may get a page whose framework waits: a `GET` carrying
 * none of `personalCookies` — the cookies behind what a page draws for its
 * person in the browser (who is signed in, a guest's cart), which is then
 * drawn at once.
 */
export function mayDeferFramework(request: IncomingMessage, personalCookies: readonly string[]): boolean {
  // A read of React's payload by the router (`rsc`) is not a page.
  if (request.method !== 'GET' || request.headers.rsc !== undefined) return false
  const names = (request.headers.cookie ?? '').split(';').map((pair) => pair.split('=')[0]!.trim())
  return !names.some((name) => personalCookies.includes(name))
}

/** The same cached page is answered many times: its rewrite is kept by the bytes Next sent. */
const rewrites = new Map<string, Buffer | null>()
const REWRITES_KEPT = 256

function rewrittenHtml(body: Buffer, gzipped: boolean): Buffer | null {
  const html = deferFrameworkScripts((gzipped ? gunzipSync(body) : body).toString('utf8'))
  return html === null ? null : gzipped ? gzipSync(html) : Buffer.from(html)
}

function keptRewrite(body: Buffer, gzipped: boolean): Buffer | null {
  const key = createHash('sha1').update(body).digest('base64')
  const kept = rewrites.get(key)
  if (kept !== undefined) return kept
  const answer = rewrittenHtml(body, gzipped)
  if (rewrites.size >= REWRITES_KEPT) rewrites.delete(rewrites.keys().next().value!)
  rewrites.set(key, answer)
  return answer
}

/**
 * Holds Next's answer to `request` when it is a page to defer — HTML that is
 * cached for everyone (`s-maxage`), or any HTML when `anyPage` — and sends it
 * rewritten. Anything else passes through untouched, streamed as Next writes it.
 * Its methods stay in place, only delegating: Next's compression wraps them in
 * turn, and must keep its own.
 *
 * A page rendered per request (`anyPage`) is rewritten each time, not kept. Its
 * caller may have Next answer it uncompressed (no `Accept-Encoding`), so it is
 * compressed once, here, when `gzipAnswer`, rather than by Next, undone and
 * done again.
 */
export function deferFrameworkOf(
  response: ServerResponse,
  { anyPage = false, gzipAnswer = false }: { anyPage?: boolean; gzipAnswer?: boolean } = {},
) {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
  const write = response.write.bind(response) as (...args: unknown[]) => boolean
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
  let held: unknown[] | null = null
  let decided = false
  const chunks: Buffer[] = []

  const holds = () => {
    const type = String(response.getHeader('content-type') ?? '')
    const encoding = String(response.getHeader('content-encoding') ?? 'identity')
    const cached = /s-maxage=/.test(String(response.getHeader('cache-control') ?? ''))
    return type.startsWith('text/html') && (anyPage || cached) && (encoding === 'gzip' || encoding === 'identity')
  }
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding as BufferEncoding))
  }

  response.writeHead = ((...args: unknown[]) => {
    // Node asks again before each write while no header has gone out (`_implicitHeader`).
    if (held) return response
    if (!decided) {
      decided = true
      // Headers given to writeHead itself are set first, so the decision reads them.
      const headers = args.find((arg) => arg && typeof arg === 'object')
      const rawHeaders = Array.isArray(headers)
      if (!rawHeaders) for (const [name, value] of Object.entries(headers ?? {})) response.setHeader(name, value)
      if (!rawHeaders && holds()) {
        held = [args[0]]
        return response
      }
    }
    return writeHead(...args)
  }) as ServerResponse['writeHead']
  response.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (!decided) response.writeHead(response.statusCode)
    if (!held) return write(chunk, encoding, callback)
    collect(chunk, typeof encoding === 'string' ? encoding : undefined)
    if (typeof encoding === 'function') encoding()
    else if (typeof callback === 'function') callback()
    return true
  }) as ServerResponse['write']
  response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (!decided) response.writeHead(response.statusCode)
    if (!held) return end(chunk, encoding, callback)
    collect(chunk, typeof encoding === 'string' ? encoding : undefined)
    const body = Buffer.concat(chunks)
    const gzipped = response.getHeader('content-encoding') === 'gzip'
    let answer = (anyPage ? rewrittenHtml(body, gzipped) : keptRewrite(body, gzipped)) ?? body
    if (gzipAnswer && !gzipped) {
      answer = gzipSync(answer)
      response.setHeader('content-encoding', 'gzip')
      const vary = String(response.getHeader('vary') ?? '')
      if (!/accept-encoding/i.test(vary))
        response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    }
    response.removeHeader('transfer-encoding')
    response.setHeader('content-length', answer.length)
    writeHead(...held)
    return end(
      answer,
      [chunk, encoding, callback].find((arg) => typeof arg === 'function'),
    )
  }) as ServerResponse['end']
}
