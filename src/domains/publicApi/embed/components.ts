/**
 * The partners' web components (decision 110): `<vernissage-artists>`,
 * `<vernissage-map>` and `<vernissage-events>`, bundled by esbuild into the
 * one script the site serves at `/embed/v1.js`. Browser code only, no
 * framework: each draws into its own shadow root from the public API
 * (`/api/public/v1`, beside the script's own address) with the key of its
 * `key` attribute, whose allowed origins decide whether the browser may read
 * the answer. Themed with CSS custom properties and `::part`s.
 */

declare const ORGANISATION_TIME_ZONE: string

type Picture = { url: string; alt: string } | null
type Named = { name: string; slug: string }
type Artist = {
  id: number
  name: string
  url: string
  neighbourhood: Named | null
  mediums: Named[]
  portrait: Picture
}
type Studio = {
  id: number
  name: string | null
  address: string | null
  neighbourhood: string | null
  latitude: number | null
  longitude: number | null
  artists: { name: string; url: string | null }[]
}
type EventItem = {
  id: number
  title: string
  summary: string | null
  url: string
  dates: { startsAt: string; endsAt: string }[]
  venue: { name: string | null } | null
  picture: Picture
}
type Page<T> = { data: T[]; next: string | null }
type Polygon = number[][][]
type Outline = { type: 'Polygon'; coordinates: Polygon } | { type: 'MultiPolygon'; coordinates: Polygon[] }
type Neighbourhood = { name: string; slug: string; outline: Outline | null }

const script = document.currentScript as HTMLScriptElement | null
const API = new URL('../api/public/v1/', script?.src ?? location.href)
/** At most this many pages of a list are read for one component, whatever its filters find. */
const MOST_PAGES = 5

class Refusal extends Error {}

const STYLE = `
:host{display:block;margin-bottom:var(--vernissage-gap,1.5rem);font-family:var(--vernissage-font,system-ui,sans-serif);color:var(--vernissage-text,#1f1b16);
--a:var(--vernissage-accent,#8a3b12);--r:var(--vernissage-radius,8px);--b:var(--vernissage-background,#fff)}
:host([hidden]){display:none}
h2{font-size:var(--vernissage-heading-size,1.25rem);margin:0 0 .75rem}
ul,ol{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
ul.cards{grid-template-columns:repeat(auto-fill,minmax(min(100%,11rem),1fr))}
li{background:var(--b);border:1px solid #d8d0c4;border-radius:var(--r);padding:.75rem;min-width:0}
img{display:block;width:100%;aspect-ratio:1;object-fit:cover;border-radius:calc(var(--r) / 2);margin-bottom:.5rem}
a{color:var(--a);font-weight:600;overflow-wrap:anywhere}
a:focus-visible,g:focus-visible{outline:3px solid var(--a);outline-offset:2px}
p{margin:.25rem 0 0;font-size:.9rem}
.note{color:#4f473d}
[role=alert]{border-left:4px solid #a12a1b;padding:.5rem .75rem;background:#fdf1ef}
svg{display:block;width:100%;height:auto;background:#f5efe4;border-radius:var(--r);margin-bottom:.75rem}
circle{fill:var(--a);stroke:#fff;stroke-width:2}
g:focus circle,g.on circle{fill:#1f1b16}
text{fill:#fff;font-size:13px;font-weight:700;text-anchor:middle;dominant-baseline:central;pointer-events:none}
.area path{fill:var(--a);fill-opacity:.08;stroke:var(--a);stroke-opacity:.55;stroke-width:1.5;stroke-linejoin:round}
.area text{fill:#4f473d;font-size:12px;font-weight:400}
`

/** An element with its attributes and children, built without parsing HTML: the API's text stays text. */
function el(tag: string, attributes: Record<string, string> = {}, ...children: (Node | string | null)[]) {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  for (const child of children) if (child !== null) node.append(child)
  return node
}

function svg(tag: string, attributes: Record<string, string>, ...children: Node[]) {
  const node = document.createElementNS('http://www.w3.org/2000/svg', tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  node.append(...children)
  return node
}

/** Only web addresses become links: a `javascript:` one would be code. */
const safeUrl = (url: string | null | undefined) => (url && /^https?:\/\//i.test(url) ? url : null)

function link(url: string | null, text: string, part: string) {
  const href = safeUrl(url)
  return href ? el('a', { href, part }, text) : el('span', { part }, text)
}

abstract class VernissageElement extends HTMLElement {
  static observedAttributes = ['key', 'heading', 'limit', 'medium', 'neighbourhood', 'q', 'time-zone']
  protected root = this.attachShadow({ mode: 'open' })
  private drawn = 0

  protected abstract readonly defaultHeading: string
  protected abstract draw(): Promise<Node>

  connectedCallback() {
    void this.refresh()
  }

  attributeChangedCallback() {
    if (this.isConnected) void this.refresh()
  }

  protected get limit() {
    const value = Number(this.getAttribute('limit'))
    return Number.isInteger(value) && value > 0 ? Math.min(value, 100) : 12
  }

  private async refresh() {
    const turn = ++this.drawn
    const heading = el('h2', { part: 'heading' }, this.getAttribute('heading') || this.defaultHeading)
    this.show(heading, el('p', { class: 'note', role: 'status' }, 'Loading…'))
    let body: Node
    try {
      body = await this.draw()
    } catch (problem) {
      body = el(
        'p',
        { role: 'alert', part: 'error' },
        problem instanceof Refusal
          ? problem.message
          : 'The listings could not be loaded here: the key may not be allowed on this site.',
      )
    }
    // Attributes changed while it loaded: the later drawing wins.
    if (turn === this.drawn) this.show(heading, body)
  }

  private show(...nodes: Node[]) {
    this.root.replaceChildren(el('style', {}, STYLE), el('section', { part: 'container' }, ...nodes))
  }

  /** Every page of a list until `enough` of the kept items or MOST_PAGES pages. */
  protected async list<T>(resource: string, keep: (item: T) => boolean, enough: number): Promise<T[]> {
    const kept: T[] = []
    let cursor: string | null = null
    for (let page = 0; page < MOST_PAGES && kept.length < enough; page += 1) {
      const answer: Page<T> = await this.read(`${resource}?limit=100${cursor ? `&cursor=${cursor}` : ''}`)
      kept.push(...answer.data.filter(keep))
      cursor = answer.next
      if (!cursor) break
    }
    return kept
  }

  protected async read<T>(path: string): Promise<T> {
    const key = this.getAttribute('key')
    const response = await fetch(new URL(path, API), { headers: key ? { 'X-Api-Key': key } : {} })
    if (response.ok) return (await response.json()) as T
    const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
    throw new Refusal(answer?.error?.message ?? `The listings could not be loaded (${response.status}).`)
  }
}

class VernissageArtists extends VernissageElement {
  protected readonly defaultHeading = 'Artists'

  protected async draw() {
    // The API narrows the list (decision 113): one page of `limit` is all that is read.
    const query = new URLSearchParams({ limit: String(this.limit) })
    for (const name of ['medium', 'neighbourhood', 'q']) {
      const value = this.getAttribute(name)?.trim()
      if (value) query.set(name, value)
    }
    const artists = (await this.read<Page<Artist>>(`artists?${query}`)).data
    if (artists.length === 0) return el('p', { class: 'note' }, 'No artists to show.')
    return el(
      'ul',
      { class: 'cards', part: 'list' },
      ...artists.map((artist) =>
        el(
          'li',
          { part: 'item' },
          artist.portrait
            ? el('img', { src: artist.portrait.url, alt: artist.portrait.alt, loading: 'lazy', part: 'picture' })
            : null,
          link(artist.url, artist.name, 'name'),
          artist.neighbourhood ? el('p', {}, artist.neighbourhood.name) : null,
          artist.mediums.length
            ? el('p', { class: 'note' }, artist.mediums.map((named) => named.name).join(', '))
            : null,
        ),
      ),
    )
  }
}

class VernissageEvents extends VernissageElement {
  protected readonly defaultHeading = 'Upcoming events'

  protected async draw() {
    const events = (await this.list<EventItem>('events', (event) => event.dates.length > 0, Infinity))
      .sort((a, b) => a.dates[0]!.startsAt.localeCompare(b.dates[0]!.startsAt))
      .slice(0, this.limit)
    if (events.length === 0) return el('p', { class: 'note' }, 'No upcoming events.')
    const format = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: this.getAttribute('time-zone') || ORGANISATION_TIME_ZONE,
    })
    return el(
      'ul',
      { part: 'list' },
      ...events.map((event) => {
        const starts = event.dates[0]!.startsAt
        return el(
          'li',
          { part: 'item' },
          link(event.url, event.title, 'name'),
          el('p', {}, el('time', { datetime: starts }, format.format(new Date(starts)))),
          event.venue?.name ? el('p', { class: 'note' }, event.venue.name) : null,
          event.summary ? el('p', {}, event.summary) : null,
        )
      }),
    )
  }
}

class VernissageMap extends VernissageElement {
  protected readonly defaultHeading = 'Open studios'

  protected async draw() {
    // The outlines are the map's background: without them (over the key's limit…) the studios still show.
    const areas = await this.read<{ data: Neighbourhood[] }>('neighbourhoods').then(
      (answer) => answer.data,
      () => [],
    )
    const wanted = this.getAttribute('neighbourhood')?.trim().toLowerCase()
    const named = areas.find((area) => area.slug === wanted || area.name.toLowerCase() === wanted)
    const neighbourhood = named ? named.name.toLowerCase() : wanted
    const studios = (
      await this.list<Studio>(
        'studios',
        (studio) =>
          studio.latitude !== null &&
          studio.longitude !== null &&
          (!neighbourhood || studio.neighbourhood?.toLowerCase() === neighbourhood),
        Infinity,
      )
    ).slice(0, 100)
    if (studios.length === 0) return el('p', { class: 'note' }, 'No studios on the map this season.')
    const list = studios.map((studio, index) =>
      el(
        'li',
        { part: 'item', tabindex: '-1' },
        el('strong', { part: 'name' }, `${index + 1}. ${studio.name || studio.address || 'Studio'}`),
        studio.address && studio.name ? el('p', {}, studio.address) : null,
        el('p', {}, ...studio.artists.flatMap((artist, n) => [n ? ', ' : '', link(artist.url, artist.name, 'artist')])),
      ),
    )
    return el('div', {}, this.plan(studios, areas, named, list), el('ol', { part: 'list' }, ...list))
  }

  /**
   * The studios as numbered markers where they stand, over the neighbourhoods' outlines: longitude shrunk
   * by the latitude's cosine, north up.
   */
  private plan(studios: Studio[], areas: Neighbourhood[], chosen: Neighbourhood | undefined, list: HTMLElement[]) {
    const polygons = (area: Neighbourhood): Polygon[] =>
      !area.outline ? [] : area.outline.type === 'Polygon' ? [area.outline.coordinates] : area.outline.coordinates
    // The view holds the studios and every outline (the city), or the chosen neighbourhood's alone; the
    // others are drawn where they reach it.
    const framing = (chosen ? [chosen] : areas).flatMap((area) => polygons(area).flatMap((polygon) => polygon[0] ?? []))
    const lats = [...studios.map((studio) => studio.latitude!), ...framing.map((position) => position[1]!)]
    const lons = [...studios.map((studio) => studio.longitude!), ...framing.map((position) => position[0]!)]
    const shrink = Math.cos((((Math.min(...lats) + Math.max(...lats)) / 2) * Math.PI) / 180)
    const west = Math.min(...lons)
    const north = Math.max(...lats)
    const spanX = Math.max((Math.max(...lons) - west) * shrink, 1e-4)
    const spanY = Math.max(north - Math.min(...lats), 1e-4)
    const scale = 560 / Math.max(spanX, spanY)
    const width = Math.max(spanX * scale, 200) + 40
    const height = Math.max(spanY * scale, 200) + 40
    const x = (longitude: number) => (20 + (longitude - west) * shrink * scale).toFixed(1)
    const y = (latitude: number) => (20 + (north - latitude) * scale).toFixed(1)
    const outlines = areas.flatMap((area) => {
      const rings = polygons(area).flat()
      if (rings.length === 0) return []
      const outer = polygons(area).flatMap((polygon) => polygon[0] ?? [])
      const middle = (values: number[]) => (Math.min(...values) + Math.max(...values)) / 2
      // A path per neighbourhood, named by its title; its visible name is the same words, so hidden from readers.
      return [
        svg(
          'g',
          { class: 'area', part: 'outline' },
          svg(
            'path',
            {
              d: rings.map((ring) => `M${ring.map(([lon, lat]) => `${x(lon!)} ${y(lat!)}`).join('L')}Z`).join(''),
              'fill-rule': 'evenodd',
            },
            svg('title', {}, document.createTextNode(area.name)),
          ),
          svg(
            'text',
            {
              x: x(middle(outer.map((position) => position[0]!))),
              y: y(middle(outer.map((position) => position[1]!))),
              'aria-hidden': 'true',
            },
            document.createTextNode(area.name),
          ),
        ),
      ]
    })
    const markers = studios.map((studio, index) => {
      const names = studio.artists.map((artist) => artist.name).join(', ')
      const marker = svg(
        'g',
        {
          tabindex: '0',
          role: 'button',
          part: 'marker',
          'aria-label': `${index + 1}. ${studio.name || studio.address || 'Studio'}${names ? `: ${names}` : ''}`,
        },
        svg('circle', { cx: x(studio.longitude!), cy: y(studio.latitude!), r: '13' }),
        svg('text', { x: x(studio.longitude!), y: y(studio.latitude!) }, document.createTextNode(String(index + 1))),
      )
      const open = () => {
        for (const other of markers) other.classList.remove('on')
        marker.classList.add('on')
        list[index]!.focus()
      }
      marker.addEventListener('click', open)
      marker.addEventListener('keydown', (event) => {
        if ((event as KeyboardEvent).key === 'Enter' || (event as KeyboardEvent).key === ' ') {
          event.preventDefault()
          open()
        }
      })
      return marker
    })
    return svg(
      'svg',
      {
        viewBox: `0 0 ${width.toFixed(0)} ${height.toFixed(0)}`,
        role: 'group',
        'aria-label': 'Map of the studios',
        part: 'map',
      },
      ...outlines,
      ...markers,
    )
  }
}

for (const [name, element] of [
  ['vernissage-artists', VernissageArtists],
  ['vernissage-events', VernissageEvents],
  ['vernissage-map', VernissageMap],
] as const) {
  if (!customElements.get(name)) customElements.define(name, element)
}
