import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand, with no schema snapshot: the search's typo tolerance
 * (decision 032) measures edit distances with fuzzystrmatch's
 * `levenshtein_less_equal`, which stops counting past the limit.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP EXTENSION IF EXISTS fuzzystrmatch;`)
}
