import { describe, expect, it } from 'vitest'

import { embedSnippet, KEY_PLACEHOLDER, snippetChoice, withKey } from './snippet'

const SITE = 'https://studios.example'
const choose = (query: string) => snippetChoice(new URLSearchParams(query))

describe('the snippet maker', () => {
  it('writes the script and the artists component with the attributes chosen, the key left to paste', () => {
    const { choice, problems } = choose(
      'component=artists&heading=Near+you&limit=8&medium=painting&q=river&accent=%238A3B12',
    )
    expect(problems).toEqual([])
    expect(embedSnippet(SITE, choice)).toBe(
      `<script src="https://studios.example/embed/v1.js" async></script>\n` +
        `<vernissage-artists key="${KEY_PLACEHOLDER}" heading="Near you" limit="8" medium="painting" q="river" style="--vernissage-accent: #8a3b12"></vernissage-artists>`,
    )
  })

  it('leaves out what a component does not read', () => {
    const { choice } = choose('component=map&limit=5&medium=painting&q=x&neighbourhood=mission')
    expect(embedSnippet(SITE, choice)).toContain(
      `<vernissage-map key="${KEY_PLACEHOLDER}" neighbourhood="mission"></vernissage-map>`,
    )
    const events = choose('component=events&limit=20&neighbourhood=mission').choice
    expect(embedSnippet(SITE, events)).toContain(
      `<vernissage-events key="${KEY_PLACEHOLDER}" limit="20"></vernissage-events>`,
    )
  })

  it('starts with the artists, and says in words what it cannot use', () => {
    expect(choose('').choice).toEqual({ component: 'artists' })
    const { choice, problems } = choose(`component=gallery&limit=500&accent=red&heading=${'x'.repeat(101)}`)
    expect(choice).toEqual({ component: 'artists' })
    expect(problems).toEqual([
      'there is no component “gallery”',
      'the heading must be at most 100 characters',
      'how many to show must be a whole number from 1 to 100, not “500”',
      'the accent colour must be written #rrggbb, such as #8a3b12, not “red”',
    ])
    expect(choose('limit=0').problems).toHaveLength(1)
    expect(choose('limit=2.5').problems).toHaveLength(1)
  })

  it('keeps what is typed as text: nothing in an attribute can end it', () => {
    const { choice } = choose(`heading=${encodeURIComponent('"><script>alert(1)</script>')}`)
    const snippet = embedSnippet(SITE, choice)
    expect(snippet).toContain('heading="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(snippet.match(/<script/g)).toHaveLength(1)
  })

  it('puts a pasted secret in place of the placeholder, escaped, and nothing when none is pasted', () => {
    const snippet = embedSnippet(SITE, { component: 'events' })
    expect(withKey(snippet, '  vk_abc123  ')).toContain('<vernissage-events key="vk_abc123">')
    expect(withKey(snippet, 'a"b')).toContain('key="a&quot;b"')
    expect(withKey(snippet, ' ')).toBe(snippet)
  })
})
