import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * CSV imports beyond contacts (decision 094, stop 49): what staff choose
 * beside an import's mapping — the event whose attendees the file lists.
 * The imports domain's own table, written by hand like its first migration.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "imports" ADD COLUMN IF NOT EXISTS "choice" integer`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "imports" DROP COLUMN IF EXISTS "choice"`)
}
