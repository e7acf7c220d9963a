import { expect, test } from '@playwright/test'

import { E2E_ADMIN, signedInClient } from './helpers'

/** Every control-panel page of the original system (seed §2), built or not yet. */
const CPANEL_PATHS = [
  'mapping',
  'mcenter',
  'addevent',
  'shorturl',
  'verifier',
  'analytics',
  'importcsv',
  'resources',
  'userslist',
  'addmembers',
  'bugtracker',
  'policyedit',
  'selections',
  'userfinder',
  'usermerger',
  'adminsetter',
  'eventtagger',
  'groupmailer',
  'pagebuilder',
  'sfospricing',
  'stripetrans',
  'donorbackend',
  'granttracker',
  'imagelibrary',
  'membershiper',
  'navandfooter',
  'reviewevents',
  'sfoslistings',
  'sfosweekends',
  'subnaveditor',
  'contactracker',
  'sfosadpricing',
  'sfosaduploads',
  'sfosdeadlines',
  'usersdatabase',
  'emailtemplates',
  'homepageeditor',
  'masquerade/1',
  'membersdatabase',
  'pricingartlovers',
  'artistspageeditor',
  'artloversdatabase',
  'emailtemp_welcome',
  'artloverpageeditor',
  'creditcardprocessor',
  'emailtemp_expirations',
]

test('all 46 control-panel pages refuse anonymous people and signed-in non-staff', async ({ playwright, request }) => {
  expect(CPANEL_PATHS).toHaveLength(46)
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const created = await admin.post('/api/users', {
    data: { email: 'artist-46@example.org', password: 'artist-password-46', roles: ['artist', 'artlover'] },
  })
  expect(created.status()).toBe(201)
  await admin.dispose()
  const artist = await signedInClient(playwright, 'artist-46@example.org', 'artist-password-46')

  for (const tool of ['', ...CPANEL_PATHS]) {
    const path = `/cpanel${tool ? `/${tool}` : ''}`
    const anonymous = await request.get(path, { maxRedirects: 0 })
    expect(anonymous.status(), `anonymous ${path}`).toBe(303)
    expect(anonymous.headers()['location'], path).toBe(`/cpanel/login?redirect=${encodeURIComponent(path)}`)
    const refused = await artist.get(path, { maxRedirects: 0 })
    expect(refused.status(), `artist ${path}`).toBe(403)
  }
  await artist.dispose()
})

test('the tools moved onto the pattern at stop 48 refuse a member, an artist and a partner, their row pages too', async ({
  playwright,
}) => {
  const admin = await signedInClient(playwright, E2E_ADMIN.email, E2E_ADMIN.password)
  const stamp = Date.now().toString(36)
  const people = ['artlover', 'artist', 'partner'].map((role) => ({
    role,
    email: `stop48-${role}-${stamp}@example.org`,
    password: `stop48-${role}-password`,
  }))
  for (const person of people) {
    const made = await admin.post('/api/users', {
      data: { email: person.email, password: person.password, roles: [person.role] },
    })
    expect(made.status(), await made.text()).toBe(201)
  }
  await admin.dispose()
  const paths = [
    '/cpanel/selections?selection=1&delete=1',
    '/cpanel/shorturl?sort=-total&page=2',
    '/cpanel/shorturl?link=1&delete=1',
    '/cpanel/shorturl?rule=1&delete=1',
    '/cpanel/pagebuilder?id=1',
    '/cpanel/policyedit?policy=privacypolicy',
    '/cpanel/imagelibrary?page=2',
    '/cpanel/bugtracker?sort=-priority',
    '/cpanel/backups',
    '/cpanel/eventtagger?title=zine&events=2',
  ]
  for (const person of people) {
    const client = await signedInClient(playwright, person.email, person.password)
    for (const path of paths) {
      const refused = await client.get(path, { maxRedirects: 0 })
      expect(refused.status(), `${person.role} ${path}`).toBe(403)
      expect(await refused.text(), `${person.role} ${path}`).not.toContain('Confirm: delete')
    }
    await client.dispose()
  }
})
