import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand, with no schema snapshot: the document service's store (decision 096), which Payload
 * does not manage. One row per document, its fields in Firestore's typed encoding; `parent` is the
 * collection's path, so a collection's documents are one index range, and a collection group's
 * (`allDescendants`) its id under a prefix.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "documents" (
    "path" text PRIMARY KEY,
    "parent" text NOT NULL,
    "collection_id" text NOT NULL,
    "fields" jsonb NOT NULL,
    "create_time" timestamptz NOT NULL,
    "update_time" timestamptz NOT NULL
  );
  CREATE INDEX "documents_parent_idx" ON "documents" ("parent", "path");
  CREATE INDEX "documents_collection_id_idx" ON "documents" ("collection_id");
  -- A query's == filters narrow its documents through this index (fields @> '{"owner": {…}}').
  CREATE INDEX "documents_fields_idx" ON "documents" USING gin ("fields" jsonb_path_ops);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "documents";`)
}
