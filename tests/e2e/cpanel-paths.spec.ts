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
