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

/**
 * Browser journeys against the production build (`npm run build` first), on a
 * fresh data directory, in the machine's Chromium (CHROME_PATH).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
      },
    },
  ],
})
