import type { Payload } from 'payload'

import { artistCardLine, publicArtist } from '@/domains/artists'
import { eventCardLine, publicEventBySlug } from '@/domains/events'

import type { MailingBlock } from './content'

export type SiteCardSettings = { publicUrl: string; timeZone: string; now: Date }

const SECTIONS = { artist: 'artist', events: 'event' } as const

/**
 * A mailing's artist or event card from the page of the site it stands for (issue 39): the name, the
 * line and the address as the public site shows them now, by the same public reads and words as the
 * oEmbed cards (decision 110), so a draft, a hidden artist or a withdrawn event cannot slip into mail.
 */
export async function cardBlockFromPage(
  payload: Payload,
  address: string,
  settings: SiteCardSettings,
): Promise<{ ok: true; block: MailingBlock } | { ok: false; problem: string }> {
  const site = new URL(settings.publicUrl).origin
  const given = address.trim().slice(0, 200)
  const notAPage = {
    ok: false as const,
    problem: `“${given}” is not the address of an artist’s or an event’s page on ${site}.`,
  }
  if (!given) return { ok: false, problem: `Give the address of an artist’s or an event’s page on ${site}.` }
  if (!URL.canParse(address.trim())) return notAPage
  const url = new URL(address.trim())
  const [section, key, ...more] = url.pathname.split('/').filter(Boolean)
  const kind = section && Object.hasOwn(SECTIONS, section) ? SECTIONS[section as keyof typeof SECTIONS] : null
  if (url.origin !== site || !kind || !key || more.length) return notAPage
  let slug: string
  try {
    slug = decodeURIComponent(key)
  } catch {
    return notAPage
  }
  const nothing = { ok: false as const, problem: `No ${kind} is shown to the public at ${given}.` }
  if (kind === 'artist') {
    const artist = await publicArtist(payload, slug)
    return artist
      ? { ok: true, block: { kind: 'artistCard', name: artist.name, url: artist.url, words: artistCardLine(artist) } }
      : nothing
  }
  const event = await publicEventBySlug(payload, slug, settings)
  return event
    ? {
        ok: true,
        block: { kind: 'eventCard', title: event.title, when: eventCardLine(event, settings.timeZone), url: event.url },
      }
    : nothing
}
