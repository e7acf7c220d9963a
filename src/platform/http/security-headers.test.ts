import { describe, expect, it } from 'vitest'

import {
  cameraForOwnOrigin,
  contentSecurityPolicy,
  framedByAnySite,
  framedByOwnOrigin,
  securityHeaders,
} from './security-headers'

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))

describe('the content security policy', () => {
  it('allows only our own origin for the map when no style is configured', () => {
    const policy = contentSecurityPolicy({ development: false })
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'")
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:")
  })

  it("allows exactly the configured map style's origin", () => {
    const policy = contentSecurityPolicy({ development: false, mapOrigin: 'https://tiles.example.org' })
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://tiles.example.org")
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://tiles.example.org")
    expect(directive(policy, 'script-src')).not.toContain('tiles.example.org')
  })

  it('allows frames from our own origin and exactly the two privacy-enhanced video players', () => {
    const policy = contentSecurityPolicy({ development: false })
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    )
    expect(policy).not.toMatch(/www\.youtube\.com|[^.]vimeo\.com/)
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'")
  })
})

describe('the draft previews’ headers', () => {
  it('let our own origin alone frame them', () => {
    const framed = framedByOwnOrigin(securityHeaders({ development: false, https: true }))
    const policy = framed.find((header) => header.key === 'Content-Security-Policy')!.value
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(framed.find((header) => header.key === 'X-Frame-Options')!.value).toBe('SAMEORIGIN')
    expect(framed.map((header) => header.key)).toEqual(
      securityHeaders({ development: false, https: true }).map((header) => header.key),
    )
  })

  it('lets the control panel ask for the camera, and no other page', () => {
    const headers = securityHeaders({ development: false, https: true })
    const policy = (list: readonly { key: string; value: string }[]) =>
      list.find((header) => header.key === 'Permissions-Policy')!.value
    expect(policy(headers)).toContain('camera=()')
    expect(policy(cameraForOwnOrigin(headers))).toBe(policy(headers).replace('camera=()', 'camera=(self)'))
    expect(cameraForOwnOrigin(headers).filter((header) => header.key !== 'Permissions-Policy')).toEqual(
      headers.filter((header) => header.key !== 'Permissions-Policy'),
    )
  })
})

describe('the oEmbed cards’ headers', () => {
  it('let any site frame them, and change nothing else', () => {
    const all = securityHeaders({ development: false, https: true })
    const framed = framedByAnySite(all)
    const policy = framed.find((header) => header.key === 'Content-Security-Policy')!.value
    expect(directive(policy, 'frame-ancestors')).toBe('frame-ancestors *')
    expect(framed.find((header) => header.key === 'X-Frame-Options')).toBeUndefined()
    expect(policy.replace('frame-ancestors *', "frame-ancestors 'none'")).toBe(
      all.find((header) => header.key === 'Content-Security-Policy')!.value,
    )
  })
})
