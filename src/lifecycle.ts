import type { Payload } from 'payload'

import { ensureFirstAdmin } from './domains/accounts'

import { featureArtistsWhenEmpty, featuredArtworkPictures, seedArtistsFirstRun, seedDemo } from './domains/artists'
import { checkStoredLineKinds, seedDemoShop } from './domains/commerce'
import { pictureTheHomePage, seedDemoPrograms, seedFirstRunContent, seedNavigation } from './domains/content'
import { seedDemoGiving } from './domains/donors'
import { seedDemoEvents } from './domains/events'
import { seedMembershipPlans } from './domains/membership'
import { seedDemoOpenStudios } from './domains/openStudios'
import type { AppConfig } from './platform/config'
import { START_UP_LOCK, whileHoldingLock } from './platform/database/lock'
import { writingOutsideRequests } from './platform/http/public-pages'
import { startJobRunner } from './platform/jobs'

type Migrations = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>

/**
 * What happens once Payload has connected: committed migrations, the first
 * administrator on an empty database, and first-run content; then this
 * process's turns at the jobs queue, where scheduled work runs (decision 037).
 */
export async function onInit(payload: Payload, context: { settings: AppConfig; migrations: readonly unknown[] }) {
  const fresh = !context.settings.DATABASE_URL
    ? await prepare(payload, context)
    : // Processes sharing one database prepare it one at a time.
      await whileHoldingLock(context.settings.DATABASE_URL, START_UP_LOCK, () => prepare(payload, context))
  if (fresh && context.settings.SEED_DEMO_ARTISTS > 0) {
    void seedDemoCity(payload, context.settings.SEED_DEMO_ARTISTS, context.settings.TIMEZONE)
    void seedShop(payload)
    void seedGiving(payload)
    void seedEvents(payload, context.settings.TIMEZONE)
  }
  if (context.settings.RUN_JOBS) startJobRunner(payload, { everyMs: JOBS_TURN_EVERY_MS })
}

/** How often a process looks for due work: a schedule's minute is then at most a minute late. */
const JOBS_TURN_EVERY_MS = 60_000

/** Prepares the database; true when it was empty (first-run content was seeded into it). */
async function prepare(
  payload: Payload,
  context: { settings: AppConfig; migrations: readonly unknown[] },
): Promise<boolean> {
  const { settings } = context
  // Payload pushes the schema itself only outside production (npm run dev); everywhere else, migrations.
  const pushing = settings.DEV_SCHEMA_PUSH && process.env.NODE_ENV !== 'production'
  if (!pushing) await payload.db.migrate({ migrations: context.migrations as Migrations })
  await checkStoredLineKinds(payload)

  const admin = await ensureFirstAdmin(payload, {
    email: settings.ADMIN_EMAIL,
    password: settings.ADMIN_PASSWORD,
    passwordMinLength: settings.PASSWORD_MIN_LENGTH,
  })
  if (admin.created) {
    payload.logger.info(`Created the first administrator: ${admin.email}`)
    if (admin.generatedPassword) {
      // Printed once, on the only start that creates it.
      process.stdout.write(
        `\n  First administrator created. Sign in at ${settings.PUBLIC_URL}/cpanel\n` +
          `    email:    ${admin.email}\n    password: ${admin.generatedPassword}\n` +
          `  Change this password after signing in. It is not shown again.\n\n`,
      )
    }
  }
  if (!settings.SEED_FIRST_RUN) return false
  const seeded = [...(await seedFirstRunContent(payload)), ...(await seedArtistsFirstRun(payload))]
  if (seeded.length) payload.logger.info(`Seeded first-run content: ${seeded.join(', ')}`)
  // Apart from `seeded`: a site that had no plans before memberships existed is not a fresh site.
  const plans = await seedMembershipPlans(payload, settings.CURRENCY)
  if (plans.length) payload.logger.info(`Seeded the first membership plans: ${plans.join(', ')}`)
  // Apart from `seeded` too: a site that had no navigation before it was content is not a fresh site.
  const navigation = await seedNavigation(payload)
  if (navigation.length) payload.logger.info(`Seeded the ${navigation.join(' and ')}`)
  return seeded.length > 0
}

/**
 * A small demo city on a fresh database, so a newcomer sees a living
 * directory and its Open Studios season: in the background, since drawing
 * and sizing its pictures takes some seconds and nothing waits for it.
 */
export async function seedDemoCity(payload: Payload, artists: number, timeZone: string) {
  payload.logger.info(`Adding ${artists} demo artists to the fresh database…`)
  try {
    // Written around Payload's hooks and outside any request: no cached page can be expired meanwhile.
    const made = await writingOutsideRequests(async () => {
      const seeded = await seedDemo(payload, {
        size: { artists, artworks: artists * 4, pictures: Math.min(8, artists) },
      })
      await featureArtistsWhenEmpty(payload, 8)
      // The home page's hero takes the first featured artwork, the programs the next ones.
      const [hero = null, ...more] = await featuredArtworkPictures(payload, 4)
      await pictureTheHomePage(payload, hero)
      await seedDemoPrograms(payload, more)
      // The event needs the city's artists: its registrations are theirs.
      await seedDemoOpenStudios(payload, { registrations: Math.min(120, artists), timeZone })
      return seeded
    })
    payload.logger.info(
      `Added ${made.artists} demo artists with ${made.artworks} artworks (npm run seed:demo adds more)`,
    )
  } catch (error) {
    payload.logger.warn({ err: error }, 'Could not add the demo artists')
  }
}

/** The demo shop beside the demo city: a few categories and products, so the shop is alive too. */
async function seedShop(payload: Payload) {
  try {
    // Outside any request, like the demo city: the shop's cached pages read fresh meanwhile.
    const made = await writingOutsideRequests(() => seedDemoShop(payload))
    if (made) payload.logger.info(`Added ${made} demo products to the shop`)
  } catch (error) {
    payload.logger.warn({ err: error }, 'Could not add the demo shop')
  }
}

/** A few demo events (one repeating, one cancelled), so /calendar is alive too. */
async function seedEvents(payload: Payload, timeZone: string) {
  try {
    // Outside any request, like the demo shop: the calendar reads fresh meanwhile.
    const made = await writingOutsideRequests(() => seedDemoEvents(payload, { now: new Date(), timeZone }))
    if (made) payload.logger.info(`Added ${made} demo events to the calendar`)
  } catch (error) {
    payload.logger.warn({ err: error }, 'Could not add the demo events')
  }
}

/** A demo campaign and donor levels beside the demo shop, so /donors is alive too. */
async function seedGiving(payload: Payload) {
  try {
    // Outside any request, like the demo shop: the giving pages read fresh meanwhile.
    const made = await writingOutsideRequests(() => seedDemoGiving(payload))
    if (made) payload.logger.info('Added a demo campaign and three donor levels')
  } catch (error) {
    payload.logger.warn({ err: error }, 'Could not add the demo campaign')
  }
}
