import { sql } from '@payloadcms/db-postgres'

import type { SqlExecutor } from '@/platform/database/transaction'

/** The pages a grown history visits: a few fixed ones, then artists' pages. */
const FIXED_PAGES = ['/', '/artists', '/events', '/openstudios', '/shop', '/donate', '/membership', '/about']

/**
 * A history of page views written in one statement by PostgreSQL (`generate_series`, not row by
 * row): `events` views spread evenly from `from` to `to`, every four in a row one visitor, on the
 * fixed pages and `artistPages` artists' pages, some from a search engine or a newsletter's
 * campaign, on every device and browser class. The same arguments write the same history. For the
 * bench (10 million), the browser test's seeded dashboard and a demonstration site.
 */
export async function growPageViewHistory(
  db: SqlExecutor,
  { events, from, to, artistPages = 500 }: { events: number; from: Date; to: Date; artistPages?: number },
): Promise<void> {
  if (!Number.isSafeInteger(events) || events < 1)
    throw new Error('A history needs a whole number of events, 1 or more.')
  const seconds = Math.max(1, Math.floor((to.getTime() - from.getTime()) / 1000))
  const fixed = sql.raw(`ARRAY[${FIXED_PAGES.map((page) => `'${page}'`).join(', ')}]`)
  await db.execute(sql`INSERT INTO analytics_events (type, path, referrer, visitor, device, browser, created_at, updated_at)
    SELECT 'page_view',
      CASE WHEN n % 10 < 4 THEN (${fixed})[1 + (n / 4) % ${FIXED_PAGES.length}] ELSE '/artists/artist-' || ((n / 4) * 31 % ${artistPages}) END
        || CASE WHEN (n / 4) % 20 = 0 THEN '?utm_source=newsletter&utm_campaign=' || (ARRAY['spring-show', 'open-studios'])[1 + (n / 80) % 2] ELSE '' END,
      CASE (n / 4) % 6 WHEN 0 THEN 'https://www.google.com' WHEN 1 THEN 'https://news.example.org' WHEN 2 THEN 'https://www.instagram.com' ELSE NULL END,
      left(md5('visitor ' || (n / 4)), 32),
      (ARRAY['desktop', 'mobile', 'mobile', 'tablet'])[1 + (n / 4) % 4]::enum_analytics_events_device,
      (ARRAY['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet'])[1 + (n / 4) % 5]::enum_analytics_events_browser,
      at, at
    FROM generate_series(0, ${events - 1}) AS n,
      LATERAL (SELECT ${from.toISOString()}::timestamptz + make_interval(secs => (n::bigint * ${seconds} / ${events})) AS at) AS moment`)
}
