import { z } from 'zod'

/**
 * Every setting of Vernissage, read from the environment once and validated.
 * `.env.example` documents each variable; keep the two in step.
 */

/** During `next build` no request is served, so secrets are not needed yet. */
const BUILD_PHASE = 'phase-production-build'

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ message: 'must be a comma-separated list of absolute URLs' })))

const flag = z.stringbool({ truthy: ['true', '1', 'yes'], falsy: ['false', '0', 'no', ''] })

const credential = z.string().trim().min(1, 'must not be empty').max(500).optional()

/** Plain http is allowed only to this machine, where nothing travels over a network. */
function isLoopbackUrl(value: string): boolean {
  const { hostname } = new URL(value)
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)
}

/** Sign-in providers come in groups of settings: all of a group, or none of it. */
const PROVIDER_GROUPS = [
  ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
] as const

function isCurrency(code: string): boolean {
  return Intl.supportedValuesOf('currency').includes(code)
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

const schema = z
  .object({
    APP_ENV: z.enum(['local', 'test', 'production']).default('local'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    TRUST_PROXY: flag.default(false),
    DATA_DIR: z.string().min(1).default('.data'),
    DATABASE_URL: z
      .url({ message: 'must be a postgres:// connection URL' })
      .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://')
      .optional(),
    PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://example.org' }).optional(),
    FILES_PUBLIC_URL: z
      .url({ message: 'must be an absolute URL such as https://files.example-usercontent.org' })
      .transform((value) => value.replace(/\/$/, ''))
      .optional(),
    PAYLOAD_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.email({ message: 'must be an email address' }).optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(256).optional(),
    CORS_ORIGINS: commaList,
    CSRF_ORIGINS: commaList,
    SMTP_URL: z
      .url({ message: 'must be an smtp:// or smtps:// URL' })
      .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).max(200).default('Vernissage <no-reply@localhost>'),
    PASSWORD_MIN_LENGTH: z.coerce
      .number()
      .int()
      .min(6, 'must be at least 6 (the original system’s minimum)')
      .max(256)
      .default(8),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DEV_SCHEMA_PUSH: flag.default(false),
    SEED_FIRST_RUN: flag.default(true),
    // How many demo artists a fresh database gets, so a newcomer sees a living site; 0 for none.
    SEED_DEMO_ARTISTS: z.coerce.number().int().min(0).max(1000).default(24),
    TEST_ROUTES: flag.default(false),
    // Take turns at the jobs queue (scheduled work) in this process; processes share it (decision 037).
    RUN_JOBS: flag.default(true),
    ANALYTICS_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(120),
    // A week, as Google Cloud Storage keeps its resumable sessions.
    STORAGE_RESUMABLE_HOURS: z.coerce
      .number()
      .min(0.01)
      .max(24 * 30)
      .default(168),
    STORAGE_QUOTA_MB: z.coerce.number().int().min(1).max(10_000_000).default(2048),
    // The largest CSV file `/cpanel/importcsv` takes (decision 094); never above 100 MB.
    IMPORT_MAX_MB: z.coerce.number().int().min(1).max(100).default(100),
    STORAGE_SIGNED_URL_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(60),
    OIDC_ISSUER: z
      .url({ message: 'must be the issuer URL of an OpenID Connect provider, such as https://sso.example.org' })
      .refine((value) => /^https?:\/\//.test(value), 'must start with https://')
      .optional(),
    OIDC_CLIENT_ID: credential,
    OIDC_CLIENT_SECRET: credential,
    OIDC_NAME: z.string().trim().min(1, 'must not be empty').max(60).default('single sign-on'),
    GOOGLE_CLIENT_ID: credential,
    GOOGLE_CLIENT_SECRET: credential,
    NEXT_PHASE: z.string().optional(),
    // Where stored files' bytes go (decision 021); metadata stays in PostgreSQL either way.
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z
      .url({ message: 'must be the URL of an S3-compatible service, such as https://s3.example.org' })
      .optional(),
    S3_REGION: z.string().trim().min(1, 'must not be empty').default('us-east-1'),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
      )
      .optional(),
    S3_ACCESS_KEY_ID: credential,
    S3_SECRET_ACCESS_KEY: credential,
    S3_FORCE_PATH_STYLE: flag.default(false),
    // Where the daily backups go (decision 070); unset: {DATA_DIR}/backups, or the S3 bucket when STORAGE_DRIVER=s3.
    BACKUP_DIR: z.string().trim().min(1, 'must not be empty').optional(),
    // How many of the newest backups are kept.
    BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
    // What the organisation charges in (ISO 4217); amounts are kept in its minor units (decision 044).
    CURRENCY: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCurrency, 'must be a currency code such as USD, EUR or CAD')
      .default('USD'),
    // How many days ahead a grant's deadline or report date is reminded of and queued on the staff home (decision 095).
    GRANT_REMINDER_DAYS: z.coerce.number().int().min(0).max(365).default(14),
    // The organisation's time zone (IANA): memberships run by its calendar days (decision 047).
    TIMEZONE: z
      .string()
      .trim()
      .refine(isTimeZone, 'must be an IANA time zone such as America/Los_Angeles')
      .default('America/Los_Angeles'),
    STRIPE_SECRET_KEY: credential,
    STRIPE_WEBHOOK_SECRET: credential,
    // Stripe's API address; set only to point the real SDK at a local stand-in in tests.
    STRIPE_API_URL: z.url({ message: 'must be an absolute URL such as https://api.stripe.com' }).optional(),
    // The studio map's MapLibre style in production; unset, the map draws its own offline style (decision 054).
    MAP_STYLE_URL: z
      .url({ message: 'must be the absolute URL of a MapLibre style, such as https://tiles.example.org/style.json' })
      .optional(),
    // A Nominatim-style geocoder for studios' addresses (`{url}/search?q=…&format=json`); unset, none is asked.
    GEOCODER_URL: z
      .url({ message: 'must be the absolute URL of a Nominatim-style geocoder, such as https://nominatim.example.org' })
      .optional(),
    // An OSRM server whose `table` service gives the route planner real walking routes; unset, straight lines (decision 102).
    ROUTING_URL: z
      .url({ message: 'must be the absolute URL of an OSRM server, such as https://osrm.example.org' })
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_EMAIL'], message: 'is required when ADMIN_PASSWORD is set' })
    }
    if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length < env.PASSWORD_MIN_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: `must have at least PASSWORD_MIN_LENGTH (${env.PASSWORD_MIN_LENGTH}) characters`,
      })
    }
    for (const group of PROVIDER_GROUPS) {
      const given = group.filter((name) => env[name] !== undefined)
      if (given.length === 0) continue
      for (const name of group) {
        if (env[name] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `is required when ${given.join(' and ')} ${given.length > 1 ? 'are' : 'is'} set`,
          })
        }
      }
    }
    // Tokens and secrets travel to the issuer: over https, or to this machine for tests.
    if (env.OIDC_ISSUER?.startsWith('http:') && (env.APP_ENV === 'production' || !isLoopbackUrl(env.OIDC_ISSUER))) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'must start with https:// (http:// only for a loopback address outside production)',
      })
    }
    // `next build` serves nothing: production's requirements apply when the app starts.
    if (env.APP_ENV !== 'production' || env.NEXT_PHASE === BUILD_PHASE) return
    // Production never runs on a value someone else could guess, nor on a database under DATA_DIR.
    for (const name of ['PAYLOAD_SECRET', 'PUBLIC_URL', 'DATABASE_URL'] as const) {
      if (!env[name]) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when APP_ENV=production' })
      }
    }
    if (env.DEV_SCHEMA_PUSH) {
      ctx.addIssue({ code: 'custom', path: ['DEV_SCHEMA_PUSH'], message: 'must not be set when APP_ENV=production' })
    }
    if (env.TEST_ROUTES) {
      ctx.addIssue({ code: 'custom', path: ['TEST_ROUTES'], message: 'must not be set when APP_ENV=production' })
    }
    if (env.STRIPE_API_URL) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_API_URL'], message: 'must not be set when APP_ENV=production' })
    }
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_DRIVER !== 's3') return
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE_DRIVER=s3' })
    }
  })

type Parsed = Omit<z.infer<typeof schema>, 'NEXT_PHASE'>

export type AppConfig = Omit<Parsed, 'PUBLIC_URL' | 'PAYLOAD_SECRET'> & {
  PUBLIC_URL: string
  PAYLOAD_SECRET: string
  production: boolean
  /** Origins allowed for CORS and CSRF: the public URL plus the configured extras. */
  corsOrigins: string[]
  csrfOrigins: string[]
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = schema.safeParse(env)
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`),
    )
  }
  const parsed = result.data
  const building = env.NEXT_PHASE === BUILD_PHASE
  if (!parsed.PAYLOAD_SECRET && !building) {
    throw new ConfigError([
      'PAYLOAD_SECRET is missing: set it, or start with `npm start`, which keeps a generated one under DATA_DIR',
    ])
  }
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '')
  const origin = new URL(publicUrl).origin
  return {
    ...parsed,
    PUBLIC_URL: publicUrl,
    PAYLOAD_SECRET: parsed.PAYLOAD_SECRET ?? 'build-phase-placeholder-never-serves-requests',
    production: parsed.APP_ENV === 'production',
    corsOrigins: unique([origin, ...parsed.CORS_ORIGINS.map(originOf)]),
    csrfOrigins: unique([origin, ...parsed.CSRF_ORIGINS.map(originOf)]),
  }
}

function originOf(url: string): string {
  return new URL(url).origin
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}

let cached: AppConfig | undefined

/** The configuration of this process, validated on first use. */
export function config(): AppConfig {
  cached ??= parseConfig(process.env)
  return cached
}
