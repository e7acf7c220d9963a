import { describe, expect, it } from 'vitest'

import { ensureFirstAdmin } from '@/domains/accounts'
import { seedFirstRunContent } from '@/domains/content'

import { testPayload } from './payload'

describe('first start on an empty database', () => {
  it('creates the administrator from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'users', overrideAccess: true })
    expect(docs.map((user) => [user.email, user.roles])).toEqual([['admin@example.org', ['admin', 'staff']]])
    const login = await payload.login({
      collection: 'users',
      data: { email: 'admin@example.org', password: 'integration-admin-password' },
    })
    expect(login.token).toBeTruthy()
  })

  it('creates no second administrator once anyone exists', async () => {
    const payload = await testPayload()
    expect(await ensureFirstAdmin(payload, {})).toEqual({ created: false })
  })

  it('generates a password when none is configured', async () => {
    const payload = await testPayload()
    await payload.delete({ collection: 'users', where: { id: { exists: true } }, overrideAccess: true })
    const result = await ensureFirstAdmin(payload, {})
    expect(result).toMatchObject({ created: true, email: 'admin@vernissage.localhost' })
    if (!result.created || !result.generatedPassword) throw new Error('expected a generated password')
    expect(result.generatedPassword.length).toBeGreaterThanOrEqual(16)
    await expect(
      payload.login({ collection: 'users', data: { email: result.email, password: result.generatedPassword } }),
    ).resolves.toMatchObject({ user: { email: result.email } })
  })

  it('seeds the home page, the policies and the about page once, and leaves edits alone', async () => {
    const payload = await testPayload()
    const home = await payload.findGlobal({ slug: 'home-page' })
    expect(home.heading).toBe('Open studios, open city')
    const policies = await payload.find({ collection: 'policies' })
    expect(policies.docs.map((policy) => policy.path).sort()).toEqual(['copyrightnotice', 'privacypolicy'])

    // The about section's landing page, in words, with no promise of more to come.
    const about = await payload.find({ collection: 'pages', where: { section: { equals: 'about' } } })
    expect(about.docs.map((page) => [page.title, page.aboutLanding, page._status])).toEqual([
      ['About us', true, 'published'],
    ])
    expect(JSON.stringify(about.docs[0]!.blocks)).toContain('What we do')
    expect(JSON.stringify(about.docs[0]!.blocks)).not.toMatch(/soon/i)

    await payload.updateGlobal({ slug: 'home-page', data: { heading: 'Edited by staff' } })
    // A site with its about pages removed is not given one again on the next start.
    await payload.delete({ collection: 'pages', where: { section: { equals: 'about' } }, overrideAccess: true })
    expect(await seedFirstRunContent(payload)).toEqual([])
    expect((await payload.findGlobal({ slug: 'home-page' })).heading).toBe('Edited by staff')
  })
})
