import { describe, expect, it } from 'vitest'

import { ConfigError, parseConfig } from './index'

const secret = 'x'.repeat(32)

function problems(env: Record<string, string>): string[] {
  try {
    parseConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('configuration', () => {
  it('has working defaults for a local machine', () => {
    const settings = parseConfig({ PAYLOAD_SECRET: secret })
    expect(settings.PORT).toBe(3000)
    expect(settings.DATA_DIR).toBe('.data')
    expect(settings.PUBLIC_URL).toBe('http://localhost:3000')
    expect(settings.production).toBe(false)
    expect(settings.corsOrigins).toEqual(['http://localhost:3000'])
  })

  it('sets the storage limits, with defaults', () => {
    const defaults = parseConfig({ PAYLOAD_SECRET: secret })
    expect(defaults.STORAGE_RESUMABLE_HOURS).toBe(168)
    expect(defaults.STORAGE_QUOTA_MB).toBe(2048)
    expect(defaults.STORAGE_SIGNED_URL_MINUTES).toBe(60)
    const set = parseConfig({ PAYLOAD_SECRET: secret, STORAGE_RESUMABLE_HOURS: '0.5', STORAGE_QUOTA_MB: '10' })
    expect(set.STORAGE_RESUMABLE_HOURS).toBe(0.5)
    expect(set.STORAGE_QUOTA_MB).toBe(10)
    expect(problems({ PAYLOAD_SECRET: secret, STORAGE_RESUMABLE_HOURS: '0' })[0]).toMatch(/^STORAGE_RESUMABLE_HOURS /)
    expect(problems({ PAYLOAD_SECRET: secret, STORAGE_QUOTA_MB: 'lots' })[0]).toMatch(/^STORAGE_QUOTA_MB /)
  })

  it('stores files on the local disk unless told to use S3, which then needs a bucket and keys', () => {
    const defaults = parseConfig({ PAYLOAD_SECRET: secret })
    expect(defaults.STORAGE_DRIVER).toBe('local')
    expect(defaults.S3_REGION).toBe('us-east-1')
    expect(defaults.S3_FORCE_PATH_STYLE).toBe(false)
    expect(problems({ PAYLOAD_SECRET: secret, STORAGE_DRIVER: 's3' })).toEqual([
      'S3_BUCKET is required when STORAGE_DRIVER=s3',
      'S3_ACCESS_KEY_ID is required when STORAGE_DRIVER=s3',
      'S3_SECRET_ACCESS_KEY is required when STORAGE_DRIVER=s3',
    ])
    const s3 = parseConfig({
      PAYLOAD_SECRET: secret,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-3',
      S3_BUCKET: 'vernissage-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(s3).toMatchObject({ STORAGE_DRIVER: 's3', S3_REGION: 'eu-west-3', S3_FORCE_PATH_STYLE: true })
    expect(problems({ PAYLOAD_SECRET: secret, STORAGE_DRIVER: 'ftp' })[0]).toMatch(/^STORAGE_DRIVER /)
    expect(problems({ PAYLOAD_SECRET: secret, S3_ENDPOINT: 'not a url' })[0]).toMatch(/^S3_ENDPOINT /)
    expect(problems({ PAYLOAD_SECRET: secret, S3_BUCKET: 'Not_A_Bucket' })[0]).toMatch(/^S3_BUCKET must be a bucket/)
    // The S3 rule runs beside the others, so one start-up names every problem.
    expect(
      problems({ PAYLOAD_SECRET: secret, STORAGE_DRIVER: 's3', S3_BUCKET: 'files', ADMIN_PASSWORD: 'long-enough-pw' }),
    ).toEqual([
      'ADMIN_EMAIL is required when ADMIN_PASSWORD is set',
      'S3_ACCESS_KEY_ID is required when STORAGE_DRIVER=s3',
      'S3_SECRET_ACCESS_KEY is required when STORAGE_DRIVER=s3',
    ])
  })

  it('names the variable that is invalid', () => {
    expect(problems({ PAYLOAD_SECRET: secret, PORT: 'eighty' })[0]).toMatch(/^PORT /)
    expect(problems({ PAYLOAD_SECRET: secret, PORT: '70000' })[0]).toMatch(/^PORT /)
    expect(problems({ PAYLOAD_SECRET: secret, DATABASE_URL: 'mysql://x@y/z' })[0]).toMatch(/^DATABASE_URL /)
    expect(problems({ PAYLOAD_SECRET: secret, ADMIN_EMAIL: 'not-an-email' })[0]).toMatch(/^ADMIN_EMAIL /)
    expect(problems({ PAYLOAD_SECRET: 'short' })[0]).toMatch(/^PAYLOAD_SECRET must be at least 32/)
    expect(problems({ PAYLOAD_SECRET: secret, CORS_ORIGINS: 'https://ok.org, nonsense' })[0]).toMatch(/^CORS_ORIGINS/)
    expect(problems({ PAYLOAD_SECRET: secret, DEV_SCHEMA_PUSH: 'maybe' })[0]).toMatch(/^DEV_SCHEMA_PUSH /)
  })

  it('gives no secret a default in production', () => {
    const found = problems({ APP_ENV: 'production' })
    expect(found).toContain('PAYLOAD_SECRET is required when APP_ENV=production')
    expect(found).toContain('PUBLIC_URL is required when APP_ENV=production')
    expect(found).toContain('DATABASE_URL is required when APP_ENV=production')
  })

  it('lets a production build run without the secrets it will need at start', () => {
    expect(() => parseConfig({ APP_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).not.toThrow()
  })

  it('holds the administrator password to the password rule', () => {
    expect(
      problems({
        PAYLOAD_SECRET: secret,
        ADMIN_EMAIL: 'a@example.org',
        ADMIN_PASSWORD: 'ten-chars!',
        PASSWORD_MIN_LENGTH: '12',
      }),
    ).toEqual(['ADMIN_PASSWORD must have at least PASSWORD_MIN_LENGTH (12) characters'])
    expect(problems({ PAYLOAD_SECRET: secret, PASSWORD_MIN_LENGTH: '5' })[0]).toMatch(
      /^PASSWORD_MIN_LENGTH must be at least 6/,
    )
  })

  it('wants an email with an administrator password, in every mode', () => {
    expect(problems({ PAYLOAD_SECRET: secret, ADMIN_PASSWORD: 'long-enough-pw' })).toEqual([
      'ADMIN_EMAIL is required when ADMIN_PASSWORD is set',
    ])
  })

  it('refuses development switches in production', () => {
    const found = problems({
      APP_ENV: 'production',
      PAYLOAD_SECRET: secret,
      PUBLIC_URL: 'https://art.example.org',
      DATABASE_URL: 'postgres://v:pw@db.internal:5432/v',
      DEV_SCHEMA_PUSH: 'true',
      TEST_ROUTES: '1',
    })
    expect(found).toEqual([
      'DEV_SCHEMA_PUSH must not be set when APP_ENV=production',
      'TEST_ROUTES must not be set when APP_ENV=production',
    ])
  })

  it('asks for a secret outside the build phase only', () => {
    expect(problems({})[0]).toMatch(/^PAYLOAD_SECRET is missing/)
    expect(() => parseConfig({ NEXT_PHASE: 'phase-production-build' })).not.toThrow()
  })

  it('adds configured origins to the public one, once each', () => {
    const settings = parseConfig({
      PAYLOAD_SECRET: secret,
      PUBLIC_URL: 'https://art.example.org/',
      CORS_ORIGINS: 'https://shop.example.org/path, https://art.example.org',
      CSRF_ORIGINS: 'https://admin.example.org',
    })
    expect(settings.PUBLIC_URL).toBe('https://art.example.org')
    expect(settings.corsOrigins).toEqual(['https://art.example.org', 'https://shop.example.org'])
    expect(settings.csrfOrigins).toEqual(['https://art.example.org', 'https://admin.example.org'])
  })

  it('takes sign-in providers only as complete groups, naming what is missing', () => {
    expect(problems({ PAYLOAD_SECRET: secret, GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' })).toEqual([
      'GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set',
    ])
    expect(problems({ PAYLOAD_SECRET: secret, GOOGLE_CLIENT_SECRET: 'shh' })).toEqual([
      'GOOGLE_CLIENT_ID is required when GOOGLE_CLIENT_SECRET is set',
    ])
    expect(problems({ PAYLOAD_SECRET: secret, OIDC_ISSUER: 'https://sso.example.org', OIDC_CLIENT_ID: 'x' })).toEqual([
      'OIDC_CLIENT_SECRET is required when OIDC_ISSUER and OIDC_CLIENT_ID are set',
    ])
    expect(problems({ PAYLOAD_SECRET: secret, OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: ' ' })).toEqual([
      'OIDC_CLIENT_SECRET must not be empty',
      'OIDC_ISSUER is required when OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set',
    ])
    expect(problems({ PAYLOAD_SECRET: secret, OIDC_ISSUER: 'not a url' })[0]).toMatch(/^OIDC_ISSUER must be the issuer/)
  })

  it('reads complete providers, with a label for the generic one', () => {
    const settings = parseConfig({
      PAYLOAD_SECRET: secret,
      OIDC_ISSUER: 'https://sso.example.org/realms/art',
      OIDC_CLIENT_ID: 'vernissage',
      OIDC_CLIENT_SECRET: 'shh',
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'shh',
    })
    expect(settings.OIDC_ISSUER).toBe('https://sso.example.org/realms/art')
    expect(settings.OIDC_NAME).toBe('single sign-on')
    expect(parseConfig({ PAYLOAD_SECRET: secret, OIDC_NAME: 'Studio Pass' }).OIDC_NAME).toBe('Studio Pass')
  })

  it('allows a plain-http issuer only on this machine and outside production', () => {
    const provider = { OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' }
    for (const issuer of ['http://127.0.0.1:3301', 'http://localhost:3301', 'http://[::1]:3301']) {
      expect(problems({ PAYLOAD_SECRET: secret, ...provider, OIDC_ISSUER: issuer })).toEqual([])
    }
    expect(problems({ PAYLOAD_SECRET: secret, ...provider, OIDC_ISSUER: 'http://sso.example.org' })).toEqual([
      'OIDC_ISSUER must start with https:// (http:// only for a loopback address outside production)',
    ])
    expect(
      problems({
        APP_ENV: 'production',
        PAYLOAD_SECRET: secret,
        PUBLIC_URL: 'https://art.example.org',
        DATABASE_URL: 'postgres://v:pw@db.internal:5432/v',
        ...provider,
        OIDC_ISSUER: 'http://127.0.0.1:3301',
      }),
    ).toEqual(['OIDC_ISSUER must start with https:// (http:// only for a loopback address outside production)'])
  })
})
