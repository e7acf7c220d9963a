import { escapeHtml } from '@/platform/mail/escape'

/**
 * The snippets partners paste into their pages (decision 110, "Later (stop 51)"): the script once, then
 * one of the web components with the attributes it reads and a key. The secret of a key is never kept
 * (decision 101), so the snippet carries `KEY_PLACEHOLDER` until the person making it pastes the secret
 * in their own browser.
 */

export const KEY_PLACEHOLDER = 'PASTE-THE-KEY-HERE'

type Attribute = 'heading' | 'limit' | 'medium' | 'neighbourhood' | 'q'

/** The components of `/embed/v1.js` and the attributes each reads (`embed/components.ts`). */
export const EMBED_COMPONENTS = {
  artists: {
    element: 'vernissage-artists',
    label: 'Artists',
    attributes: ['heading', 'limit', 'medium', 'neighbourhood', 'q'],
  },
  map: { element: 'vernissage-map', label: 'Open Studios map', attributes: ['heading', 'neighbourhood'] },
  events: { element: 'vernissage-events', label: 'Events', attributes: ['heading', 'limit'] },
} as const satisfies Record<string, { element: string; label: string; attributes: readonly Attribute[] }>

export type EmbedComponent = keyof typeof EMBED_COMPONENTS

export type SnippetChoice = {
  component: EmbedComponent
  heading?: string
  limit?: number
  medium?: string
  neighbourhood?: string
  q?: string
  /** The components' accent colour, `#rrggbb` (`--vernissage-accent`). */
  accent?: string
}

const TEXT_MAX = 100
const isComponent = (value: string): value is EmbedComponent => Object.hasOwn(EMBED_COMPONENTS, value)

/**
 * The snippet maker's choices from its address. What cannot be used is left out and said in words, so
 * the snippet shown is always one the components understand.
 */
export function snippetChoice(params: URLSearchParams): { choice: SnippetChoice; problems: string[] } {
  const problems: string[] = []
  const given = (name: string) => params.get(name)?.trim() || undefined
  const component = given('component') ?? 'artists'
  const choice: SnippetChoice = { component: isComponent(component) ? component : 'artists' }
  if (!isComponent(component)) problems.push(`there is no component “${component.slice(0, 20)}”`)
  const allowed: readonly Attribute[] = EMBED_COMPONENTS[choice.component].attributes
  for (const name of ['heading', 'medium', 'neighbourhood', 'q'] as const) {
    const value = given(name)
    if (value === undefined || !allowed.includes(name)) continue
    if (value.length > TEXT_MAX)
      problems.push(`the ${name === 'q' ? 'words' : name} must be at most ${TEXT_MAX} characters`)
    else choice[name] = value
  }
  const limit = given('limit')
  if (limit !== undefined && allowed.includes('limit')) {
    if (/^\d{1,3}$/.test(limit) && Number(limit) >= 1 && Number(limit) <= 100) choice.limit = Number(limit)
    else problems.push(`how many to show must be a whole number from 1 to 100, not “${limit.slice(0, 10)}”`)
  }
  const accent = given('accent')
  if (accent !== undefined) {
    if (/^#[0-9a-f]{6}$/i.test(accent)) choice.accent = accent.toLowerCase()
    else problems.push(`the accent colour must be written #rrggbb, such as #8a3b12, not “${accent.slice(0, 10)}”`)
  }
  return { choice, problems }
}

/** The two lines a partner pastes: the script from `siteUrl`, then the component with its attributes. */
export function embedSnippet(siteUrl: string, choice: SnippetChoice, key = KEY_PLACEHOLDER): string {
  const { element, attributes } = EMBED_COMPONENTS[choice.component]
  const pairs: [string, string][] = [['key', key]]
  for (const name of attributes) {
    const value = choice[name]
    if (value !== undefined) pairs.push([name, String(value)])
  }
  if (choice.accent) pairs.push(['style', `--vernissage-accent: ${choice.accent}`])
  const written = pairs.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('')
  const script = new URL('/embed/v1.js', siteUrl).toString()
  return `<script src="${escapeHtml(script)}" async></script>\n<${element}${written}></${element}>`
}

/** The snippet with a pasted secret in place of the placeholder (in the browser of whoever makes it). */
export function withKey(snippet: string, key: string): string {
  const secret = key.trim()
  return secret ? snippet.replace(`key="${KEY_PLACEHOLDER}"`, `key="${escapeHtml(secret)}"`) : snippet
}
