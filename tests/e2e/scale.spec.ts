import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { startEmbeddedPostgres } from '../../src/platform/database/embedded'
import { exited, launch, scratch } from './processes'

const ADMIN = { email: 'admin@example.org', password: 'startup-pw-1' }
const A = 'http://127.0.0.1:3194'
const B = 'http://127.0.0.1:3195'

/**
 * The scale path of the architecture: several app processes on one database,
 * with nothing kept in any one process that another needs.
 */
test.describe('two app processes on one database', () => {
  test.setTimeout(240_000)

  test('share sessions and sign-in throttles', async ({ browser, playwright }) => {
    const external = scratch()
    const database = await startEmbeddedPostgres({ dataDir: external, password: 'shared', database: 'shared' })
    const shared = { DATABASE_URL: database.url, PAYLOAD_SECRET: randomBytes(32).toString('hex') }
    const dataDirs = [scratch(), scratch()]
    // Started together: one migrates and seeds while the other waits for it (advisory lock).
    const servers = [
      launch({ ...shared, DATA_DIR: dataDirs[0]!, PORT: '3194', PUBLIC_URL: A }),
      launch({ ...shared, DATA_DIR: dataDirs[1]!, PORT: '3195', PUBLIC_URL: B }),
    ]
    try {
      for (const server of servers) {
        await expect.poll(() => server.output(), { timeout: 150_000 }).toContain('Vernissage is ready')
      }
      expect(servers.map((server) => server.output()).join('')).toContain('Created the first administrator')

      // A session made on one process works on the other.
      const api = await playwright.request.newContext()
      const login = await api.post(`${A}/api/users/login`, { data: ADMIN })
      const { token } = (await login.json()) as { token: string }
      const me = await api.get(`${B}/api/users/me`, { headers: { authorization: `JWT ${token}` } })
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe(ADMIN.email)

      const page = await browser.newPage()
      await page.goto(`${A}/login`)
      await page.getByLabel('Email').fill(ADMIN.email)
      await page.getByLabel('Password').fill(ADMIN.password)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page).toHaveURL(`${A}/dashboard`)
      // Cookies belong to the host, not the port: the same browser session reaches the other process.
      await page.goto(`${B}/dashboard`)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome')

      // A sign-in throttle made on one process holds on the other.
      const created = await api.post(`${A}/api/users`, {
        headers: { authorization: `JWT ${token}` },
        data: { email: 'shared-slow@example.org', password: 'the-right-password' },
      })
      expect(created.status()).toBe(201)
      // Wrong passwords on A until A asks for a wait long enough to try B within it.
      let wait = 0
      for (let attempt = 0; attempt < 12 && wait < 4; attempt++) {
        const answer = await api.post(`${A}/api/users/login`, {
          data: { email: 'shared-slow@example.org', password: 'wrong' },
        })
        if (answer.status() === 429) {
          wait = Number(answer.headers()['retry-after'])
          if (wait < 4) await new Promise((resolve) => setTimeout(resolve, wait * 1000))
        } else expect(answer.status()).toBe(401)
      }
      expect(wait).toBeGreaterThanOrEqual(4)
      const visitor = await browser.newPage()
      await visitor.goto(`${B}/login`)
      await visitor.getByLabel('Email').fill('shared-slow@example.org')
      await visitor.getByLabel('Password').fill('the-right-password')
      await visitor.getByRole('button', { name: 'Sign in' }).click()
      await expect(visitor.locator('#sign-in-error')).toContainText(
        'Too many failed sign-ins for this account. Try again in',
      )
      await api.dispose()
    } finally {
      for (const server of servers) server.kill('SIGTERM')
      for (const server of servers) await exited(server)
      await database.stop()
      for (const dir of [external, ...dataDirs]) rmSync(dir, { recursive: true, force: true })
    }
  })
})
