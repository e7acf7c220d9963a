import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand, with no schema snapshot: an index Payload does not model.
 * Refreshing an artwork's search row reads its tags by artwork
 * (`artworks_texts.parent_id`); Payload's own index leads with `order`, so
 * without this each refresh read every tag of every artwork.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "artworks_texts_parent_path_idx" ON "artworks_texts" USING btree ("parent_id", "path");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "artworks_texts_parent_path_idx";`)
}
