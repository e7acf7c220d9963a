import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
export const baseURL = `http://127.0.0.1:${port}`
export const E2E_ADMIN = { email: 'admin@example.org', password: 'e2e-admin-password-1' }

const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3301)
/**
 * The test OpenID provider (`tests/support/oidc-provider.ts`). Its issuer is on
 * `localhost`, the site on `127.0.0.1`: two different sites, so the browser
 * treats the return from the provider as cross-site, as with a real provider.
 */
export const E2E_OIDC = {
  issuer: `http://localhost:${oidcPort}`,
  clientId: 'vernissage-e2e',
  clientSecret: 'e2e-oidc-client-secret',
  name: 'Studio Pass',
}

/** The stand-in tile server the studio map's style comes from (`tests/support/tile-stand-in.ts`, decision 102). */
export const E2E_TILES = `http://127.0.0.1:${Number(process.env.E2E_TILES_PORT ?? port + 400)}`

// The route planner and the embeds (a studio for the partners' map) use the Open Studios specs' shared season,
// so they run with them.
const OPEN_STUDIOS = ['**/open-studios-*.spec.ts', '**/route-planner.spec.ts', '**/embeds.spec.ts']
const ALONE = [
  'adminportal.spec.ts',
  'analytics.spec.ts',
  'comms-templates.spec.ts',
  'contacts.spec.ts',
  'content-fixed-pages.spec.ts',
  'content-navigation.spec.ts',
  'content-pages.spec.ts',
  'cpanel.spec.ts',
  'crash.spec.ts',
  'donors-giving.spec.ts',
  'event-tickets.spec.ts',
  'grants.spec.ts',
  'message-centre.spec.ts',
  'group-mail.spec.ts',
  'imports.spec.ts',
  'live-listeners.spec.ts',
  'scale.spec.ts',
  'startup.spec.ts',
].map((file) => `**/${file}`)

/**
 * Browser journeys against the production build (`npm run build` first), on a
 * fresh data directory, in the machine's Chromium (CHROME_PATH).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Files share one server and database: two run at once (a spec's tests keep their order), except
  // the groups below that share or change what every page shows.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    // The Open Studios specs share the current season and change its deadlines: one at a time.
    { name: 'open-studios', testMatch: OPEN_STUDIOS, workers: 1 },
    { name: 'journeys', testIgnore: [...OPEN_STUDIOS, ...ALONE] },
    // Site-wide settings (home page, navigation, mail templates, thank-you words), the staff home's and
    // analytics' totals, the specs that move the jobs queue's clock (`minutesAhead`), and those that start
    // servers of their own and kill them: after the rest, alone.
    { name: 'alone', testMatch: ALONE, workers: 1, dependencies: ['open-studios', 'journeys'] },
  ],
  retries: 0,
  timeout: 60_000,
  // Two files at a time on two cores: a page may take longer than Playwright's default 5 s to settle.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // Recording a trace snapshots the page at every step of every test: E2E_TRACE=1 when one is wanted.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'npx tsx tests/support/oidc-provider.ts',
      url: `${E2E_OIDC.issuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        OIDC_TEST_PORT: String(oidcPort),
        OIDC_TEST_ISSUER: E2E_OIDC.issuer,
        OIDC_TEST_CLIENT_ID: E2E_OIDC.clientId,
        OIDC_TEST_CLIENT_SECRET: E2E_OIDC.clientSecret,
        OIDC_TEST_REDIRECT_URIS: `${baseURL}/auth/oidc/oidc/callback`,
      },
    },
    {
      command: 'npx tsx tests/support/tile-stand-in.ts',
      url: `${E2E_TILES}/style.json`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: { TILES_TEST_PORT: new URL(E2E_TILES).port },
    },
    {
      command: 'rm -rf .test-data/e2e && npm run serve',
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        DATA_DIR: '.test-data/e2e',
        PORT: String(port),
        PUBLIC_URL: baseURL,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        TEST_ROUTES: 'true',
        // Tests make the artists they need.
        SEED_DEMO_ARTISTS: '0',
        LOG_LEVEL: 'warn',
        OIDC_ISSUER: E2E_OIDC.issuer,
        OIDC_CLIENT_ID: E2E_OIDC.clientId,
        OIDC_CLIENT_SECRET: E2E_OIDC.clientSecret,
        OIDC_NAME: E2E_OIDC.name,
        MAP_STYLE_URL: `${E2E_TILES}/style.json`,
      },
    },
  ],
})
