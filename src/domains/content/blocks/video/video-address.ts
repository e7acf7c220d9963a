import { VIDEO_PLAYER_ORIGINS } from '@/platform/http/security-headers'

/**
 * The address an editor pastes for a video, read into the two addresses the
 * video block needs: the player's, on the privacy-enhanced hosts (YouTube's
 * no-cookie domain, Vimeo with do-not-track), and the video's page on its own
 * site (the link a visitor without JavaScript follows). Only YouTube and
 * Vimeo, on their exact hosts: a lookalike (`youtube.com.example.org`) is not
 * theirs.
 */

export type VideoProvider = 'youtube' | 'vimeo'

export type Video = {
  provider: VideoProvider
  id: string
  /** Where the video starts, in seconds, when the address said so. */
  start: number | null
  /** The player, loaded only when the visitor asks for it. */
  embedUrl: string
  /** The video's page on its own site. */
  watchUrl: string
}

export type VideoReading = { ok: true; video: Video } | { ok: false; message: string }

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])
const YOUTUBE_SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be'])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d{1,12}$/
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i

const NOT_A_VIDEO =
  'Paste the address of a video on YouTube or Vimeo, like https://www.youtube.com/watch?v=… or https://vimeo.com/123456789.'

/** "90", "90s", "1m30s", "1h2m3s" → seconds; anything else → null. */
export function startSeconds(value: string | null | undefined): number | null {
  if (!value) return null
  const plain = /^(\d{1,6})s?$/.exec(value)
  if (plain) return Number(plain[1]) || null
  const parts = /^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s)?$/.exec(value)
  if (!parts || !(parts[1] || parts[2] || parts[3])) return null
  const seconds = Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0)
  return seconds || null
}

const [YOUTUBE_PLAYER, VIMEO_PLAYER] = VIDEO_PLAYER_ORIGINS

function youtube(id: string, start: number | null): Video {
  return {
    provider: 'youtube',
    id,
    start,
    embedUrl: `${YOUTUBE_PLAYER}/embed/${id}?autoplay=1${start ? `&start=${start}` : ''}`,
    watchUrl: `https://www.youtube.com/watch?v=${id}${start ? `&t=${start}s` : ''}`,
  }
}

function vimeo(id: string, hash: string | null, start: number | null): Video {
  const time = start ? `#t=${start}s` : ''
  return {
    provider: 'vimeo',
    id,
    start,
    embedUrl: `${VIMEO_PLAYER}/video/${id}?dnt=1&autoplay=1${hash ? `&h=${hash}` : ''}${time}`,
    watchUrl: `https://vimeo.com/${id}${hash ? `/${hash}` : ''}${time}`,
  }
}

function readYoutube(url: URL): VideoReading {
  const [first, second] = url.pathname.split('/').filter(Boolean)
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'))
  let id: string | null | undefined
  if (YOUTUBE_SHORT_HOSTS.has(url.hostname)) id = first
  else if (first === 'watch') id = url.searchParams.get('v')
  else if (['embed', 'shorts', 'live', 'v'].includes(first ?? '')) id = second
  if (!id)
    return { ok: false, message: 'This YouTube address does not name a video: open the video and copy its address.' }
  if (!YOUTUBE_ID.test(id))
    return { ok: false, message: `“${id}” is not a YouTube video’s id: copy the address again.` }
  return { ok: true, video: youtube(id, start) }
}

function readVimeo(url: URL): VideoReading {
  const parts = url.pathname.split('/').filter(Boolean)
  const start = startSeconds(/(?:^|&)t=([^&]+)/.exec(url.hash.slice(1))?.[1])
  // player.vimeo.com/video/ID, vimeo.com/ID[/HASH], vimeo.com/channels/NAME/ID, vimeo.com/groups/NAME/videos/ID
  const at = parts.findIndex((part) => VIMEO_ID.test(part))
  if (at < 0)
    return { ok: false, message: 'This Vimeo address does not name a video: open the video and copy its address.' }
  const hash = url.searchParams.get('h') ?? parts[at + 1] ?? null
  return { ok: true, video: vimeo(parts[at]!, hash && VIMEO_HASH.test(hash) ? hash : null, start) }
}

/** Reads a pasted video address; the message names the problem when it is not a YouTube or Vimeo video. */
export function readVideoAddress(value: string | null | undefined): VideoReading {
  const text = (value ?? '').trim()
  if (!text) return { ok: false, message: 'Paste the address of the video (YouTube or Vimeo).' }
  if (text.length > 500) return { ok: false, message: 'A video address is at most 500 characters.' }
  let url: URL
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`)
  } catch {
    return { ok: false, message: NOT_A_VIDEO }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: NOT_A_VIDEO }
  if (url.username || url.password || url.port) return { ok: false, message: NOT_A_VIDEO }
  const host = url.hostname.toLowerCase()
  if (YOUTUBE_HOSTS.has(host) || YOUTUBE_SHORT_HOSTS.has(host)) return readYoutube(url)
  if (VIMEO_HOSTS.has(host)) return readVimeo(url)
  return {
    ok: false,
    message: `Only YouTube and Vimeo videos can be shown; ${host} is neither. ${NOT_A_VIDEO}`,
  }
}
