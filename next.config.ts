import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Set by scripts/build.ts, which also writes public/builds/latest.json for this id.
const buildId = process.env.VERNISSAGE_BUILD_ID ?? 'development'
const buildTimestamp = process.env.VERNISSAGE_BUILD_TIMESTAMP ?? '0'

const nextConfig: NextConfig = {
  generateBuildId: async () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId, NEXT_PUBLIC_BUILD_TIMESTAMP: buildTimestamp },
  poweredByHeader: false,
  generateEtags: false,
  // `npm test` typechecks the whole project; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Loaded by Node at run time, not bundled: a native addon; and Payload with its database adapter, which every
  // route handler's bundle would otherwise hold a copy of — ten copies in memory once a few routes ran (decision 036).
  serverExternalPackages: ['@node-rs/crc32', 'payload', '@payloadcms/db-postgres'],
  // forbidden() answers 403 with the forbidden page (a dashboard that is not yours).
  // Public pages are cached whole (decision 039): a cache in front (a CDN) may serve a page at most an hour
  // past its minute while it asks for a fresh one.
  expireTime: 3600,
  experimental: {
    authInterrupts: true,
    // Cached pages live in memory, bounded (cacheMaxMemorySize): every address someone makes up, a 404
    // included, is cached, and on disk that would grow without end.
    isrFlushToDisk: false,
    // The proxy reads every body it sees (to refuse malformed ones, decision 031), and Next passes on only
    // what it read: room for the largest image people may upload (IMAGE_MAX_BYTES, 50 MB) and its form.
    proxyClientMaxBodySize: '60mb',
  },
  turbopack: { root: dirname },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every browser for its colour scheme on every address (`Critical-CH`, with `Vary` on it), which makes
 * Chromium load each public page twice and splits a CDN's copies by colour scheme. Only the control panel draws by
 * the colour scheme, so the hint is asked for there alone.
 */
async function headers() {
  const rules = (await withPayloadConfig.headers?.()) ?? []
  return [
    ...rules.map((rule) =>
      rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
        ? { ...rule, source: '/cpanel/:path*' }
        : rule,
    ),
    // A guest's receipt address carries their key (commerce, decision 044): it goes nowhere as a referrer.
    { source: '/shop/orders/:path*', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
  ]
}

export default { ...withPayloadConfig, headers }
