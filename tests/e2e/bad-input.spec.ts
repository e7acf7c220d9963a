import { expect, test } from '@playwright/test'

import { baseURL } from '../../playwright.config'

/**
 * Bad input never answers 500 (decision 031): a table of malformed requests
 * sent to every endpoint and every page with a form, through the production
 * server. Later endpoints and forms join `ENDPOINTS`.
 */
export type Endpoint = { path: string; methods: ('POST' | 'PUT' | 'PATCH')[] }

export const ENDPOINTS: Endpoint[] = [
  // Payload's REST and GraphQL
  { path: '/api/users/login', methods: ['POST'] },
  { path: '/api/users', methods: ['POST'] },
  { path: '/api/users/forgot-password', methods: ['POST'] },
  { path: '/api/artist-profiles', methods: ['POST'] },
  { path: '/api/artworks', methods: ['POST'] },
  { path: '/api/images', methods: ['POST'] },
  { path: '/api/orders', methods: ['POST'] },
  { path: '/api/orders/1', methods: ['PATCH'] },
  { path: '/api/products', methods: ['POST'] },
  { path: '/api/product-categories', methods: ['POST'] },
  { path: '/api/users/1', methods: ['PATCH'] },
  { path: '/api/graphql', methods: ['POST'] },
  { path: '/api/problem-reports', methods: ['POST'] },
  { path: '/api/os-plans', methods: ['POST'] },
  // Our own endpoints
  { path: '/api/analytics', methods: ['POST'] },
  { path: '/fn/whoAmI', methods: ['POST'] },
  { path: '/fn/verifier', methods: ['POST'] },
  { path: '/upload/storage/v1/b/public/o?uploadType=multipart', methods: ['POST'] },
  { path: '/upload/storage/v1/b/public/o?uploadType=resumable', methods: ['POST'] },
  { path: '/storage/v1/b/public/o/site%2Fx.txt', methods: ['PATCH'] },
  { path: '/v1/projects/vernissage/databases/(default)/documents:commit', methods: ['POST'] },
  { path: '/v1/projects/vernissage/databases/(default)/documents:runQuery', methods: ['POST'] },
  { path: '/v1/projects/vernissage/databases/(default)/documents/conversations/c1', methods: ['PATCH'] },
  { path: '/messagecenter/start', methods: ['POST'] },
  { path: '/messagecenter/c1/write', methods: ['POST'] },
  { path: '/messagecenter/c1/read', methods: ['POST'] },
  // Pages whose forms post to server actions (without JavaScript, a multipart post to the page)
  { path: '/login', methods: ['POST'] },
  { path: '/newmember', methods: ['POST'] },
  { path: '/login/forgot', methods: ['POST'] },
  { path: '/login/reset', methods: ['POST'] },
  { path: '/dashboard', methods: ['POST'] },
  { path: '/dashboard/artist', methods: ['POST'] },
  { path: '/shop/cart', methods: ['POST'] },
  { path: '/shop/checkout', methods: ['POST'] },
  { path: '/events/any-event/rsvp', methods: ['POST'] },
  { path: '/report-a-problem', methods: ['POST'] },
  { path: '/openstudios/plan', methods: ['POST'] },
]

type Body = { name: string; contentType: string; body: string | Buffer; nextAction?: boolean }

const part = (name: string, value: string) =>
  `--cut\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`

export const BODIES: Body[] = [
  { name: 'multipart without a boundary', contentType: 'multipart/form-data', body: part('email', 'a@b.org') },
  { name: 'multipart, garbage', contentType: 'multipart/form-data; boundary=cut', body: 'garbage' },
  {
    name: 'multipart, cut off',
    contentType: 'multipart/form-data; boundary=cut',
    body: part('email', 'a@b.org').slice(0, 30),
  },
  {
    name: 'multipart, wrong boundary',
    contentType: 'multipart/form-data; boundary=other',
    body: `${part('a', 'b')}--cut--\r\n`,
  },
  {
    name: 'multipart, NUL in a field',
    contentType: 'multipart/form-data; boundary=cut',
    body: `${part('email', 'a\0@b.org')}--cut--\r\n`,
  },
  {
    name: 'multipart as a server action, garbage',
    contentType: 'multipart/form-data; boundary=cut',
    body: 'garbage',
    nextAction: true,
  },
  {
    name: 'multipart, 2 MB of garbage',
    contentType: 'multipart/form-data; boundary=cut',
    body: Buffer.alloc(2 * 1024 * 1024, 120),
  },
  { name: 'JSON, broken', contentType: 'application/json', body: '{"email": ' },
  { name: 'JSON, NUL in a value', contentType: 'application/json', body: '{"email":"a\\u0000@b.org","password":"x"}' },
  { name: 'JSON, not an object', contentType: 'application/json', body: '[1,2' },
  {
    name: 'JSON, invalid UTF-8',
    contentType: 'application/json',
    body: Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  },
  { name: 'form, broken percent-encoding', contentType: 'application/x-www-form-urlencoded', body: 'email=%E0%A4%A' },
  { name: 'text where JSON is expected', contentType: 'text/plain', body: '{bad' },
  { name: 'no content type', contentType: '', body: 'x=1' },
]

/** Addresses that cannot be decoded, or hold a NUL. */
export const TARGETS = [
  '/art/%E0%A4%A',
  '/artist/%E0%A4%A',
  '/artists/artsearch?q=%00',
  '/artists/artsearch?q=%E0%A4%A',
  '/artist/a%00b',
  '/api/users?where[email][equals]=a%00b',
  '/api/users/%E0%A4%A',
  '/fn/%E0%A4%A',
  '/storage/v1/b/public/o/%E0%A4%A',
  '/v1/projects/vernissage/databases/(default)/documents/%E0%A4%A',
  '/files/public/%E0%A4%A',
  '/login?next=%E0%A4%A',
]

/** A message that names what was wrong, in the endpoint's shape. */
async function messageOf(response: Response): Promise<string> {
  const text = await response.text()
  try {
    const body = JSON.parse(text) as { errors?: { message: string }[]; error?: { message: string } | string }
    return body.errors?.[0]?.message ?? (typeof body.error === 'string' ? body.error : (body.error?.message ?? text))
  } catch {
    return text
  }
}

test('malformed bodies to every endpoint and form get a 4xx, never a 500', async () => {
  test.setTimeout(180_000)
  const failures: string[] = []
  let cases = 0
  for (const endpoint of ENDPOINTS) {
    for (const method of endpoint.methods) {
      for (const body of BODIES) {
        cases++
        const headers: Record<string, string> = {}
        if (body.contentType) headers['content-type'] = body.contentType
        if (body.nextAction) headers['next-action'] = '7f0000000000000000000000000000000000000000'
        const response = await fetch(`${baseURL}${endpoint.path}`, {
          method,
          headers,
          body: typeof body.body === 'string' ? body.body : new Uint8Array(body.body),
          redirect: 'manual',
        })
        const message = await messageOf(response)
        if (response.status >= 500) {
          failures.push(`${method} ${endpoint.path} with ${body.name}: ${response.status} ${message.slice(0, 120)}`)
        } else if (response.status === 400 && message.trim() === '') {
          failures.push(`${method} ${endpoint.path} with ${body.name}: 400 without a message`)
        }
      }
    }
  }
  expect(failures).toEqual([])
  expect(cases).toBeGreaterThan(250)
})

test('addresses that cannot be decoded or hold a NUL get a 400 that says so', async () => {
  for (const target of TARGETS) {
    const response = await fetch(`${baseURL}${target}`, { redirect: 'manual' })
    expect([target, response.status]).toEqual([target, 400])
    expect(await messageOf(response)).toMatch(/percent-encoding|NUL character/)
  }
})

test('a broken form post to a page reads as a page, and a broken JSON call as JSON', async ({ page }) => {
  const broken = await fetch(`${baseURL}/login`, {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=cut' },
    body: 'garbage',
  })
  expect(broken.status).toBe(400)
  expect(broken.headers.get('content-type')).toMatch(/^text\/html/)
  await page.setContent(await broken.text())
  await expect(page.getByRole('heading', { name: 'This request could not be read' })).toBeVisible()
  await expect(page.getByText('The multipart/form-data body is malformed')).toBeVisible()

  const graphql = await fetch(`${baseURL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"query": ',
  })
  expect(graphql.status).toBe(400)
  expect(await messageOf(graphql)).toMatch(/^The JSON body is malformed: /)
})
